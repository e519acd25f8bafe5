import { createRemoteLifecycles } from '@marketplace/web-kit';
import { AdminApp } from './app/admin-app';

/** Exposed as `mfe_admin/app`: the shell mounts it as a single-spa parcel. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(AdminApp);
