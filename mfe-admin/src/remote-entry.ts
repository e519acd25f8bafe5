import { createLazyRemoteLifecycles } from '@marketplace/web-kit';
import { preloadAdminPage } from './app/admin-routes';

// The page for the URL being opened starts downloading now, together with the area's code (store,
// API client, texts: loaded when the shell mounts the area), not once the area has rendered. Its
// data came with the page the server drew, or its route's loader reads it.
preloadAdminPage(window.location.pathname);

/** Exposed as `mfe_admin/app`: the shell mounts it as a single-spa parcel. */
export const { bootstrap, mount, unmount } = createLazyRemoteLifecycles(() =>
  import(/* webpackChunkName: "area" */ './app/admin-app').then((m) => m.AdminApp),
);
