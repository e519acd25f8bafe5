import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../feedback/FeedbackProvider';
import { toProblem } from '../api/problem';
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

export interface FailureToastOptions {
  /**
   * `'action'` (the default): titled with the action (`titleKey`), its text the server's reason.
   * `'error'`: titled 'Error' (common texts), its text the action's, followed by the server's
   * reason when it gave a specific one (a 4xx problem): spec §8 words the administrator's failures
   * so ("destructive toast 'Error': 'Failed to update order status'").
   */
  title?: 'action' | 'error';
}

/**
 * The toast of a failed action (spec §8): `titleKey` with its namespace
 * (`'supplier:invoices.sendFailed'`) names the action, the problem's text (`problemMessage`) gives
 * the reason, in the user's language; the console gets the English action and the problem. A
 * failure found before any request (a required name left empty) passes no problem.
 */
export function useFailureToast({ title = 'action' }: FailureToastOptions = {}): (
  titleKey: string,
  problem?: unknown,
) => void {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  return useCallback(
    (titleKey: string, problem?: unknown) => {
      console.error(t(titleKey, { lng: 'en' }), problem);
      if (title === 'action') {
        notification.error({ message: t(titleKey), description: problemMessage(problem, t) });
        return;
      }
      const p = problem === undefined ? null : toProblem(problem);
      const reason = p && p.status >= 400 && p.status < 500 ? problemMessage(p, t) : null;
      const text = t(titleKey);
      notification.error({ message: t('common:error'), description: reason ? `${text}: ${reason}` : text });
    },
    [notification, t, title],
  );
}
