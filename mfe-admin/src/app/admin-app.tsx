import { addAreaTexts } from '@marketplace/i18n';
import { admin as en } from '@marketplace/i18n/locales/en/admin';
import { admin as pt } from '@marketplace/i18n/locales/pt/admin';
import type { RemoteRootProps } from '@marketplace/web-kit';
import { AreaApp } from '@marketplace/web-kit/area-app';
import { refreshOnNotification } from './api/live-refresh';
import { createAdminStore } from './store';
import { AdminDashboard, AdminRoutes } from './admin-routes';

// The admin area's texts ship with this remote, not with the shell's i18n instance: added when the
// remote's code loads, before it renders (libs/i18n addAreaTexts).
addAreaTexts('admin', { en, pt });

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
