import { Alert, Checkbox, Col, Flex, Form, InputNumber, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SeriesEvery } from '@marketplace/contracts';
import { formatDate, useNow } from '@marketplace/web-kit';
import type { ScheduleFields } from './schedule-body';
import {
  nextEditionDates,
  rhythmText,
  SERIES_EDITION_LEAD_DAYS,
  SERIES_EVERY_MAX,
  SERIES_OPEN_DAYS_MAX,
  SERIES_UNITS,
  type SeriesUnit,
} from './series-rules';

/** The rhythm (every N weeks or months), the days each edition opens before its deadline, auto-submit. */
export function ScheduleFieldsForm({
  fields,
  onChange,
}: {
  fields: ScheduleFields;
  onChange: (next: Partial<ScheduleFields>) => void;
}) {
  const { t } = useTranslation('supplier');
  const count = fields.count ?? 1;
  return (
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
                onChange={(value) => onChange({ count: typeof value === 'number' ? value : null })}
                data-testid="schedule-every-count"
              />
              <Select<SeriesUnit>
                aria-label={t('schedule.unit')}
                value={fields.unit}
                style={{ flex: 1, minWidth: 0 }}
                onChange={(unit) => onChange({ unit })}
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
              onChange={(value) => onChange({ openDaysBefore: typeof value === 'number' ? value : null })}
              data-testid="schedule-open-days"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item style={{ marginBottom: 0 }}>
        <Checkbox
          checked={fields.autoSubmit}
          onChange={(e) => onChange({ autoSubmit: e.target.checked })}
          data-testid="schedule-auto-submit"
        >
          {t('schedule.autoSubmit')}
        </Checkbox>
      </Form.Item>
    </Form>
  );
}

/** The next edition's dates for the rhythm chosen, from the round's deadline (read in the browser's clock). */
export function SchedulePreview({
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
