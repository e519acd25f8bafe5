import { createLazyRemoteLifecycles, startFirstRead } from '@marketplace/web-kit';
import { BUYER_FIRST_READS } from './app/api/first-reads';
import { preloadBuyerPage } from './app/buyer-routes';

// The page for the URL being opened starts downloading now, together with the area's code (store,
// API client, texts: loaded when the shell mounts the area), not once the area has rendered; so
// does the page's first read, which the API client takes when the page asks for it.
preloadBuyerPage(window.location.pathname);
startFirstRead(window.location.pathname, BUYER_FIRST_READS);

/** Exposed as `mfe_buyer/app`: the shell mounts it as a single-spa parcel. */
export const { bootstrap, mount, unmount } = createLazyRemoteLifecycles(() =>
  import(/* webpackChunkName: "area" */ './app/buyer-app').then((m) => m.BuyerApp),
);
