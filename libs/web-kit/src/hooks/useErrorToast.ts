import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../feedback/FeedbackProvider';
import { problemMessage } from '../problem/problemMessage';

/**
 * One destructive toast per failed request (spec §8: toast, logged, no navigation): titled 'Error'
 * (common texts), its text `textKey` with its namespace (`'buyer:toast.loadCartsFailed'`) in the
 * user's language; the console gets the English text. RTK Query hands out a new error object for
 * each failure, so a re-render, or a language switch that changes the texts, never repeats a toast
 * already shown for the same error.
 */
export function useErrorToast(error: unknown, textKey: string): void {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const shown = useRef<unknown>(null);
  const message = t('common:error');
  const description = t(textKey);
  const log = t(textKey, { lng: 'en' });
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    console.error(log, error);
    notification.error({ message, description });
  }, [error, notification, message, description, log]);
}

/**
 * The toast of a failed action (spec §8): titled `titleKey` with its namespace
 * (`'supplier:invoices.sendFailed'`), its text the server's reason in the user's language
 * (`problemMessage`); the console gets the English title and the problem.
 */
export function useFailureToast(): (titleKey: string, problem: unknown) => void {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  return useCallback(
    (titleKey: string, problem: unknown) => {
      console.error(t(titleKey, { lng: 'en' }), problem);
      notification.error({ message: t(titleKey), description: problemMessage(problem, t) });
    },
    [notification, t],
  );
}
