import type { ServerQueryContext } from '@marketplace/web-kit';
import { createAreaStore } from '@marketplace/web-kit/area-store';
import { buyerApi } from './api/buyer-api';

/** The buyer area's store (see BuyerApp; on the server, first-view.tsx). */
export function createBuyerStore(server?: ServerQueryContext) {
  return createAreaStore([buyerApi], server);
}

export type BuyerStore = ReturnType<typeof createBuyerStore>;
export type BuyerDispatch = BuyerStore['dispatch'];
