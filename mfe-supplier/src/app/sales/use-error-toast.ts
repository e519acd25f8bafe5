import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/** One destructive toast per failed request (spec §8: toast, logged, no navigation). */
export function useErrorToast(error: unknown, text: string): void {
  const { t } = useTranslation('common');
  const { notification } = App.useApp();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    console.error(text, error);
    notification.error({ message: t('error'), description: text });
  }, [error, notification, t, text]);
}
