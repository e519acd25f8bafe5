import type { RemoteRootProps } from '@marketplace/web-kit';
import { AreaApp } from '@marketplace/web-kit/area-app';
import './area-texts';
import { SUPPLIER_AREA } from './supplier-area';
import { SupplierDashboard } from './supplier-routes';

/** Root of the supplier area: its store and data router (web-kit AreaApp). */
export function SupplierApp(props: RemoteRootProps) {
  return <AreaApp {...SUPPLIER_AREA} {...props} landingPage={<SupplierDashboard />} />;
}
