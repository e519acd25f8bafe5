import { addAreaTexts } from '@marketplace/i18n';
import { supplier as en } from '@marketplace/i18n/locales/en/supplier';
import { supplier as pt } from '@marketplace/i18n/locales/pt/supplier';
import type { RemoteRootProps } from '@marketplace/web-kit';
import { AreaApp } from '@marketplace/web-kit/area-app';
import { refreshOnNotification } from './api/live-refresh';
import { createSupplierStore } from './store';
import { SupplierDashboard, SupplierRoutes } from './supplier-routes';

// The supplier area's texts ship with this remote, not with the shell's i18n instance: added when
// the remote's code loads, before it renders (libs/i18n addAreaTexts).
addAreaTexts('supplier', { en, pt });

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
