import { Suspense } from 'react';
import { lazyPage, useSession } from '@marketplace/web-kit';
import { areaForRole } from '../app/areas';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import { WelcomeLoading } from './WelcomeLoading';

// A profile whose role has no area: rare, so its antd page loads when it happens.
const InvalidRole = lazyPage(
  () => import(/* webpackChunkName: "invalid-role" */ './InvalidRole'),
  'InvalidRole',
);

/** `/`: the role's dashboard, i.e. its remote mounted in landing mode. */
export function LandingPage() {
  const { profile } = useSession();
  if (!profile) return <WelcomeLoading />;
  const area = areaForRole(profile.role);
  if (!area) {
    return (
      <Suspense fallback={null}>
        <InvalidRole />
      </Suspense>
    );
  }
  return (
    <RemoteOutlet key={`${area.remote}:landing`} remote={area.remote} basePath={area.basePath} landing />
  );
}
