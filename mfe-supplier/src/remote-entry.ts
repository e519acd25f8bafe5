import { createRemoteLifecycles } from '@marketplace/web-kit';
import { SupplierApp } from './app/supplier-app';

/** Exposed as `mfe_supplier/app`: the shell mounts it as a single-spa parcel. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(SupplierApp);
