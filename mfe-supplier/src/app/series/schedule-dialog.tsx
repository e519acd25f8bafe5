import { useEffect, useRef, useState } from 'react';
import { Alert, Checkbox, Col, Flex, Form, InputNumber, Modal, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreateSeriesBody, Series, SeriesEvery, SupplierRound } from '@marketplace/contracts';
import { formatDate, useFeedback, useNow } from '@marketplace/web-kit';
import { dialogFooter } from '@marketplace/web-kit/dialog-footer';
import { scheduleCreateKey, useCreateSeriesMutation } from './series-api';
import {
  nextEditionDates,
  OPEN_DAYS_DEFAULT,
  rhythmText,
  SERIES_EDITION_LEAD_DAYS,
  SERIES_EVERY_MAX,
  SERIES_OPEN_DAYS_MAX,
  SERIES_UNITS,
  seriesProblemMessage,
  type SeriesUnit,
} from './series-rules';

/** The round a schedule starts from: its id, title and deadline. */
export type ScheduledRound = Pick<SupplierRound, 'id' | 'title' | 'closeAt'>;

/** What the dialog's fields hold; a number cleared from its field is null. */
export interface ScheduleFields {
  count: number | null;
  unit: SeriesUnit;
  openDaysBefore: number | null;
  autoSubmit: boolean;
}

export const SCHEDULE_DEFAULTS: ScheduleFields = {
  count: 1,
  unit: 'week',
  openDaysBefore: OPEN_DAYS_DEFAULT,
  autoSubmit: false,
};

const whole = (value: number | null, max: number): value is number =>
  value !== null && Number.isInteger(value) && value >= 1 && value <= max;

/** `POST /series`'s body for the round and the fields, or null while a field is empty or out of range. */
export function scheduleBody(roundId: string, fields: ScheduleFields): CreateSeriesBody | null {
  const { count, unit, openDaysBefore, autoSubmit } = fields;
  if (!whole(count, SERIES_EVERY_MAX) || !whole(openDaysBefore, SERIES_OPEN_DAYS_MAX)) return null;
  return { roundId, every: { count, unit }, openDaysBefore, autoSubmit };
}

/**
 * Schedule: a round with a deadline repeated every N weeks or months. The round becomes the first
 * edition; the dialog previews the next one's dates as the service will count them. Once
 * scheduled, the series view opens on the new series (`onScheduled`).
 */
export function ScheduleDialog({
  round,
  onClose,
  onScheduled,
}: {
  round: ScheduledRound | null;
  onClose: () => void;
  onScheduled: (series: Series) => void;
}) {
  const { t } = useTranslation('supplier');
  return (
    <Modal
      open={!!round}
      title={round ? t('schedule.title', { title: round.title }) : t('rounds.schedule')}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <div data-testid="schedule-dialog">
        {round && (
          <ScheduleContent key={round.id} round={round} onClose={onClose} onScheduled={onScheduled} />
        )}
      </div>
    </Modal>
  );
}

/**
 * The dialog's fields, the rhythm's preview and Schedule. The creation's answer is the store's
 * (`fixedCacheKey`), cleared when the content closes.
 */
export function ScheduleContent({
  round,
  initial = SCHEDULE_DEFAULTS,
  onClose,
  onScheduled,
}: {
  round: ScheduledRound;
  /** What the fields start with. */
  initial?: ScheduleFields;
  onClose: () => void;
  onScheduled: (series: Series) => void;
}) {
  const { t, i18n } = useTranslation('supplier');
  const { notification } = useFeedback();
  const [create, created] = useCreateSeriesMutation({ fixedCacheKey: scheduleCreateKey(round.id) });
  const [fields, setFields] = useState<ScheduleFields>(initial);

  // Reopened, the dialog starts afresh: the kept answer goes when it closes.
  const reset = useRef(created.reset);
  reset.current = created.reset;
  useEffect(() => () => reset.current(), []);

  const change = (next: Partial<ScheduleFields>) => {
    setFields((current) => ({ ...current, ...next }));
    if (created.error) created.reset();
  };

  const body = scheduleBody(round.id, fields);

  const save = async () => {
    if (!body) return;
    const result = await create(body);
    if ('error' in result && result.error) {
      notification.error({
        message: t('series.toast.scheduleFailed'),
        description: seriesProblemMessage(result.error, t),
      });
      return;
    }
    const series = result.data;
    notification.success({
      message: t(`series.repeats.${series.every.unit}`, { title: series.title, count: series.every.count }),
    });
    onScheduled(series);
  };

  const count = fields.count ?? 1;
  return (
    <Flex vertical gap="middle" data-testid="schedule">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('schedule.intro')}
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Row gutter={[16, 0]}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('schedule.every')} htmlFor="schedule-every-count">
              <Flex gap="small">
                <InputNumber
                  id="schedule-every-count"
                  value={fields.count}
                  min={1}
                  max={SERIES_EVERY_MAX}
                  precision={0}
                  style={{ width: 88 }}
                  onChange={(value) => change({ count: typeof value === 'number' ? value : null })}
                  data-testid="schedule-every-count"
                />
                <Select<SeriesUnit>
                  aria-label={t('schedule.unit')}
                  value={fields.unit}
                  style={{ flex: 1, minWidth: 0 }}
                  onChange={(unit) => change({ unit })}
                  options={SERIES_UNITS.map((unit) => ({
                    value: unit,
                    label: t(`schedule.units.${unit}`, { count }),
                  }))}
                  data-testid="schedule-every-unit"
                />
              </Flex>
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('schedule.openDays')} htmlFor="schedule-open-days">
              <InputNumber
                id="schedule-open-days"
                value={fields.openDaysBefore}
                min={1}
                max={SERIES_OPEN_DAYS_MAX}
                precision={0}
                style={{ width: '100%' }}
                onChange={(value) => change({ openDaysBefore: typeof value === 'number' ? value : null })}
                data-testid="schedule-open-days"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item style={{ marginBottom: 0 }}>
          <Checkbox
            checked={fields.autoSubmit}
            onChange={(e) => change({ autoSubmit: e.target.checked })}
            data-testid="schedule-auto-submit"
          >
            {t('schedule.autoSubmit')}
          </Checkbox>
        </Form.Item>
      </Form>
      <SchedulePreview
        closeAt={round.closeAt}
        every={body?.every ?? null}
        openDaysBefore={body?.openDaysBefore ?? null}
        autoSubmit={fields.autoSubmit}
        language={i18n.resolvedLanguage}
      />
      {created.error && (
        <Alert
          type="error"
          showIcon
          message={seriesProblemMessage(created.error, t)}
          data-testid="schedule-problem"
        />
      )}
      <Flex justify="end" gap="small" wrap>
        {dialogFooter({
          cancel: { label: t('schedule.cancel'), onClick: onClose },
          ok: {
            label: t('schedule.submit'),
            testId: 'schedule-submit',
            loading: created.isLoading,
            // Once scheduled, the dialog is giving way to the series: a second click would be refused.
            disabled: !body || !round.closeAt || !!created.data,
            onClick: () => void save(),
          },
        })}
      </Flex>
    </Flex>
  );
}

/** The next edition's dates for the rhythm chosen, from the round's deadline (read in the browser's clock). */
function SchedulePreview({
  closeAt,
  every,
  openDaysBefore,
  autoSubmit,
  language,
}: {
  closeAt: string | null;
  every: SeriesEvery | null;
  openDaysBefore: number | null;
  autoSubmit: boolean;
  language: string | undefined;
}) {
  const { t } = useTranslation('supplier');
  const now = useNow();
  if (!closeAt) {
    return (
      <Alert
        type="warning"
        showIcon
        message={t('series.errors.no_deadline')}
        data-testid="schedule-preview"
      />
    );
  }
  if (!every || openDaysBefore === null) {
    return (
      <Typography.Text type="secondary" data-testid="schedule-preview">
        {t('schedule.invalid')}
      </Typography.Text>
    );
  }
  const next = nextEditionDates(new Date(closeAt), every, openDaysBefore, now);
  return (
    <Flex vertical gap={4}>
      <Typography.Text data-testid="schedule-rhythm">{rhythmText(t, every, openDaysBefore)}</Typography.Text>
      <Typography.Text strong data-testid="schedule-preview">
        {t(autoSubmit ? 'schedule.previewAuto' : 'schedule.preview', {
          closeAt: formatDate(next.closeAt, language),
          openAt: formatDate(next.openAt, language),
          count: SERIES_EDITION_LEAD_DAYS,
        })}
      </Typography.Text>
    </Flex>
  );
}
