import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** `/` for a profile whose role has no area (LandingPage). */
export function InvalidRole() {
  const { t } = useTranslation('layout');
  return (
    <div data-testid="invalid-role">
      <Result status="warning" title={t('landing.invalidRole')} />
    </div>
  );
}
