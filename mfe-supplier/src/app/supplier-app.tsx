import type { RemoteRootProps } from '@marketplace/web-kit';
import { AreaApp } from '@marketplace/web-kit/area-app';
import './area-texts';
import { refreshOnNotification } from './api/live-refresh';
import { createSupplierStore } from './store';
import { SupplierDashboard, SUPPLIER_ROUTES } from './supplier-routes';
import { SUPPLIER_PAGE_FIRST_READS } from './api/first-reads';

/** Root of the supplier area: its store and data router (web-kit AreaApp). */
export function SupplierApp(props: RemoteRootProps) {
  return (
    <AreaApp
      {...props}
      createStore={createSupplierStore}
      onNotification={refreshOnNotification}
      firstReads={SUPPLIER_PAGE_FIRST_READS}
      routes={SUPPLIER_ROUTES}
      landingPage={<SupplierDashboard />}
    />
  );
}
