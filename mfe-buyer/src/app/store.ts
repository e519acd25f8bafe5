import { configureStore } from '@reduxjs/toolkit';
import type { ServerQueryContext } from '@marketplace/web-kit';
import { buyerApi } from './api/buyer-api';

/**
 * One store per mounted buyer area (see BuyerApp): nothing survives an unmount. On the server, one
 * per request, its reads going through `server.fetchFn` (the visitor's session).
 */
export function createBuyerStore(server?: ServerQueryContext) {
  return configureStore({
    reducer: { [buyerApi.reducerPath]: buyerApi.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: server } }).concat(buyerApi.middleware),
  });
}

export type BuyerStore = ReturnType<typeof createBuyerStore>;
export type BuyerDispatch = BuyerStore['dispatch'];
