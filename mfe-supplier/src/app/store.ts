import { configureStore } from '@reduxjs/toolkit';
import type { ServerQueryContext } from '@marketplace/web-kit';
import { catalogueApi } from './api/catalogue-api';
import { supplierApi } from './api/supplier-api';

/**
 * One store per mounted supplier area (see SupplierApp): nothing survives an unmount. On the server, one
 * per request, its reads going through `server.fetchFn` (the visitor's session).
 */
export function createSupplierStore(server?: ServerQueryContext) {
  return configureStore({
    reducer: {
      [supplierApi.reducerPath]: supplierApi.reducer,
      [catalogueApi.reducerPath]: catalogueApi.reducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: server } }).concat(
        supplierApi.middleware,
        catalogueApi.middleware,
      ),
  });
}

export type SupplierStore = ReturnType<typeof createSupplierStore>;
