import { useMemo } from 'react';
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
