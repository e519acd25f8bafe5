import { configureStore } from '@reduxjs/toolkit';
import { catalogueApi } from './api/catalogue-api';
import { supplierApi } from './api/supplier-api';

/** One store per mounted supplier area (see SupplierApp): nothing survives an unmount. */
export function createSupplierStore() {
  return configureStore({
    reducer: {
      [supplierApi.reducerPath]: supplierApi.reducer,
      [catalogueApi.reducerPath]: catalogueApi.reducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(supplierApi.middleware, catalogueApi.middleware),
  });
}

export type SupplierStore = ReturnType<typeof createSupplierStore>;
