import { Alert, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Series } from '@marketplace/contracts';
import { dialogFooter } from '@marketplace/web-kit/dialog-footer';
import { SCHEDULE_DEFAULTS, type ScheduledRound, type ScheduleFields } from './schedule-body';
import { ScheduleFieldsForm, SchedulePreview } from './schedule-fields';
import { seriesProblemMessage } from './series-rules';
import { useScheduleForm } from './use-schedule-form';

export { SCHEDULE_DEFAULTS, scheduleBody, type ScheduledRound, type ScheduleFields } from './schedule-body';

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
  const { fields, change, body, save, created } = useScheduleForm(round, initial, onScheduled);
  return (
    <Flex vertical gap="middle" data-testid="schedule">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('schedule.intro')}
      </Typography.Paragraph>
      <ScheduleFieldsForm fields={fields} onChange={change} />
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
