import type { RemoteRootProps } from '@marketplace/web-kit';
import { AreaApp } from '@marketplace/web-kit/area-app';
import './area-texts';
import { refreshOnNotification } from './api/live-refresh';
import { createSupplierStore } from './store';
import { SupplierDashboard, SupplierRoutes } from './supplier-routes';

/** Root of the supplier area: its store and router (web-kit AreaApp). */
export function SupplierApp(props: RemoteRootProps) {
  return (
    <AreaApp
      {...props}
      createStore={createSupplierStore}
      onNotification={refreshOnNotification}
      routes={<SupplierRoutes />}
      landingPage={<SupplierDashboard />}
    />
  );
}
