import type { RemoteRootProps } from '@marketplace/web-kit';
import { AreaApp } from '@marketplace/web-kit/area-app';
import './area-texts';
import { ADMIN_AREA } from './admin-area';
import { AdminDashboard } from './admin-routes';

/** Root of the admin area: its store and data router (web-kit AreaApp). */
export function AdminApp(props: RemoteRootProps) {
  return <AreaApp {...ADMIN_AREA} {...props} landingPage={<AdminDashboard linkBase="/admin" />} />;
}
