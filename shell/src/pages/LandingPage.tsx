import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '@marketplace/web-kit';
import { areaForRole } from '../app/areas';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import { WelcomeLoading } from './WelcomeLoading';

/** `/`: the role's dashboard, i.e. its remote mounted in landing mode. */
export function LandingPage() {
  const { t } = useTranslation('layout');
  const { profile } = useSession();
  if (!profile) return <WelcomeLoading />;
  const area = areaForRole(profile.role);
  if (!area) {
    return (
      <div data-testid="invalid-role">
        <Result status="warning" title={t('landing.invalidRole')} />
      </div>
    );
  }
  return (
    <RemoteOutlet key={`${area.remote}:landing`} remote={area.remote} basePath={area.basePath} landing />
  );
}
