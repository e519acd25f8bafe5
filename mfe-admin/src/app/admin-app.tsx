import type { RemoteRootProps } from '@marketplace/web-kit';
import { AreaApp } from '@marketplace/web-kit/area-app';
import './area-texts';
import { refreshOnNotification } from './api/live-refresh';
import { createAdminStore } from './store';
import { AdminDashboard, AdminRoutes } from './admin-routes';

/** Root of the admin area: its store and router (web-kit AreaApp). */
export function AdminApp(props: RemoteRootProps) {
  return (
    <AreaApp
      {...props}
      createStore={createAdminStore}
      onNotification={refreshOnNotification}
      routes={<AdminRoutes />}
      landingPage={<AdminDashboard linkBase="/admin" />}
    />
  );
}
