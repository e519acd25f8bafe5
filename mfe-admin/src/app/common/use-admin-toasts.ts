import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { problemMessage, toProblem, useFeedback } from '@marketplace/web-kit';

/**
 * The admin area's toasts (spec §8): successes titled with their text; failures titled 'Error'
 * with the spec's text, plus the server's reason when it gave a specific one (a 4xx problem).
 */
export function useAdminToasts() {
  const { t } = useTranslation('admin');
  const { notification } = useFeedback();
  return useMemo(
    () => ({
      success(text: string) {
        notification.success({ message: text });
      },
      failure(text: string, problem?: unknown) {
        console.error(text, problem);
        const p = problem === undefined ? null : toProblem(problem);
        const reason = p && p.status >= 400 && p.status < 500 ? problemMessage(p, t) : null;
        notification.error({
          message: t('common:error'),
          description: reason ? `${text}: ${reason}` : text,
        });
      },
    }),
    [notification, t],
  );
}

/**
 * One 'Failed to load …' toast per failed request: RTK Query hands out a new error object for
 * each failure, and a language switch (new `t`) must not repeat an old one.
 */
export function useLoadFailureToast(error: unknown, textKey: string): void {
  const { t } = useTranslation('admin');
  const toasts = useAdminToasts();
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (!error || toasted.current === error) return;
    toasted.current = error;
    toasts.failure(t(textKey));
  }, [error, t, textKey, toasts]);
}
