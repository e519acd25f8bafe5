import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Series } from '@marketplace/contracts';
import { useFeedback } from '@marketplace/web-kit';
import { scheduleBody, type ScheduledRound, type ScheduleFields } from './schedule-body';
import { scheduleCreateKey, useCreateSeriesMutation } from './series-api';
import { seriesProblemMessage } from './series-rules';

/**
 * The schedule's fields and its creation. The creation's answer is the store's (`fixedCacheKey`),
 * cleared when the content closes; a refusal goes once a field changes.
 */
export function useScheduleForm(
  round: ScheduledRound,
  initial: ScheduleFields,
  onScheduled: (series: Series) => void,
) {
  const { t } = useTranslation('supplier');
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

  return { fields, change, body, save, created };
}
