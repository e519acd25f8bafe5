import { configureStore } from '@reduxjs/toolkit';
import { buyerApi } from './api/buyer-api';

/** One store per mounted buyer area (see BuyerApp): nothing survives an unmount. */
export function createBuyerStore() {
  return configureStore({
    reducer: { [buyerApi.reducerPath]: buyerApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(buyerApi.middleware),
  });
}

export type BuyerStore = ReturnType<typeof createBuyerStore>;
export type BuyerDispatch = BuyerStore['dispatch'];
