import { createRemoteLifecycles } from '@marketplace/web-kit';
import { BuyerApp } from './app/buyer-app';

/** Exposed as `mfe_buyer/app`: the shell mounts it as a single-spa parcel. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(BuyerApp);
