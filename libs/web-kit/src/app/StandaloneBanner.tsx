import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

export type AreaNamespace = 'buyer' | 'supplier' | 'admin';

/** Makes it obvious that this is a remote running alone, not the real app. */
export function StandaloneBanner({ namespace }: { namespace: AreaNamespace }) {
  const { t } = useTranslation(namespace);
  return (
    <Alert
      data-testid="standalone-banner"
      type="warning"
      banner
      message={
        <>
          <strong>{t('standalone.banner')}</strong> · {t('standalone.detail')}
        </>
      }
    />
  );
}
