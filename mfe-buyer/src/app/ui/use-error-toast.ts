import { useTranslation } from 'react-i18next';
import { useErrorToast as useKitErrorToast } from '@marketplace/web-kit';

/** The kit's error toast with the buyer area's texts (spec §8 buyer toasts); logged in English. */
export function useErrorToast(error: unknown, textKey: string): void {
  const { t } = useTranslation('buyer');
  useKitErrorToast(error, {
    message: t('toast.error'),
    description: t(textKey),
    log: t(textKey, { lng: 'en' }),
  });
}
