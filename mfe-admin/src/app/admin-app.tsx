import type { RemoteRootProps } from '@marketplace/web-kit';
import { AreaApp } from '@marketplace/web-kit/area-app';
import './area-texts';
import { refreshOnNotification } from './api/live-refresh';
import { createAdminStore } from './store';
import { AdminDashboard, ADMIN_ROUTES } from './admin-routes';
import { ADMIN_PAGE_FIRST_READS } from './api/first-reads';

/** Root of the admin area: its store and data router (web-kit AreaApp). */
export function AdminApp(props: RemoteRootProps) {
  return (
    <AreaApp
      {...props}
      createStore={createAdminStore}
      onNotification={refreshOnNotification}
      firstReads={ADMIN_PAGE_FIRST_READS}
      routes={ADMIN_ROUTES}
      landingPage={<AdminDashboard linkBase="/admin" />}
    />
  );
}
