import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * One destructive 'Error' toast per failed request (spec §8 buyer toasts): RTK Query hands out a
 * new error object for each failure, and a language switch (new `t`) must not repeat an old one.
 */
export function useErrorToast(error: unknown, textKey: string): void {
  const { t } = useTranslation('buyer');
  const { notification } = App.useApp();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    console.error(t(textKey, { lng: 'en' }), error);
    notification.error({ message: t('toast.error'), description: t(textKey) });
  }, [error, notification, t, textKey]);
}
