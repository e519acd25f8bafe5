import { useTranslation } from 'react-i18next';
import { useErrorToast as useKitErrorToast } from '@marketplace/web-kit';

/** The kit's error toast titled 'Error' (common texts); `text` is already translated. */
export function useErrorToast(error: unknown, text: string): void {
  const { t } = useTranslation('common');
  useKitErrorToast(error, { message: t('error'), description: text, log: text });
}
