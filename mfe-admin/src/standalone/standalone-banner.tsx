import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** Makes it obvious that this is the remote running alone, not the real app. */
export function StandaloneBanner() {
  const { t } = useTranslation('admin');
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
