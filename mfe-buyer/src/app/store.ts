import { configureStore } from '@reduxjs/toolkit';
import { areaPageOf } from '@marketplace/web-kit';
import { buyerApi, FIRST_ROUNDS_PAGE } from './api/buyer-api';

/** One store per mounted buyer area (see BuyerApp): nothing survives an unmount. */
export function createBuyerStore() {
  return configureStore({
    reducer: { [buyerApi.reducerPath]: buyerApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(buyerApi.middleware),
  });
}

export type BuyerStore = ReturnType<typeof createBuyerStore>;
export type BuyerDispatch = BuyerStore['dispatch'];

/**
 * Starts the first request of the page being opened as soon as the area's store exists, so the
 * data downloads together with the page's code instead of after the page has rendered. The page's
 * own query then finds it in flight or cached (same endpoint, same arguments).
 */
export function prefetchPageData(store: BuyerStore, pathname: string, landing: boolean): void {
  const page = landing ? '' : areaPageOf(pathname, '/buyer');
  if (page === '') {
    void store.dispatch(buyerApi.util.prefetch('dashboard', undefined, {}));
  } else if (page === 'rounds') {
    void store.dispatch(buyerApi.util.prefetch('listRounds', FIRST_ROUNDS_PAGE, {}));
  }
}
