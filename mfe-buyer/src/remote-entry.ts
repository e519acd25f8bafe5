import { createLazyRemoteLifecycles } from '@marketplace/web-kit';
import { preloadBuyerPage } from './app/buyer-routes';

// The page for the URL being opened starts downloading now, together with the area's code (store,
// API client, texts: loaded when the shell mounts the area), not once the area has rendered.
preloadBuyerPage(window.location.pathname);

/** Exposed as `mfe_buyer/app`: the shell mounts it as a single-spa parcel. */
export const { bootstrap, mount, unmount } = createLazyRemoteLifecycles(() =>
  import('./app/buyer-app').then((m) => m.BuyerApp),
);
