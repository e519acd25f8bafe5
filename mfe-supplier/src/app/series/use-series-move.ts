import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Series } from '@marketplace/contracts';
import { useFeedback } from '@marketplace/web-kit';
import { seriesMoveKey, useMoveSeriesMutation, type SeriesMove } from './series-api';
import { seriesProblemMessage } from './series-rules';

/**
 * Pause, Resume and End of one series, and which of them is busy. The last move's answer is the
 * store's (`fixedCacheKey`), cleared when the content closes.
 */
export function useSeriesMove(series: Series) {
  const { t } = useTranslation('supplier');
  const { notification } = useFeedback();
  const [move, moved] = useMoveSeriesMutation({ fixedCacheKey: seriesMoveKey(series.id) });
  // Which button is busy (the kept answer does not say what it was asked).
  const [asked, setAsked] = useState<SeriesMove | null>(null);

  const reset = useRef(moved.reset);
  reset.current = moved.reset;
  useEffect(() => () => reset.current(), []);

  const act = async (step: SeriesMove) => {
    setAsked(step);
    const result = await move({ id: series.id, move: step });
    if ('error' in result && result.error)
      notification.error({
        message: t(`series.toast.${step}Failed`),
        description: seriesProblemMessage(result.error, t),
      });
  };
  const busy = (step: SeriesMove) => moved.isLoading && asked === step;

  return { moved, act, busy };
}
