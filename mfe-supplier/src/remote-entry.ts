import { createLazyRemoteLifecycles } from '@marketplace/web-kit';
import { preloadSupplierPage } from './app/supplier-routes';

// The page for the URL being opened starts downloading now, together with the area's code (store,
// API client, texts: loaded when the shell mounts the area), not once the area has rendered. Its
// data came with the page the server drew, or its route's loader reads it.
preloadSupplierPage(window.location.pathname);

/** Exposed as `mfe_supplier/app`: the shell mounts it as a single-spa parcel. */
export const { bootstrap, mount, unmount } = createLazyRemoteLifecycles(() =>
  import(/* webpackChunkName: "area" */ './app/supplier-app').then((m) => m.SupplierApp),
);
