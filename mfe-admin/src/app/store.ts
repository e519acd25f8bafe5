import { configureStore } from '@reduxjs/toolkit';
import { adminApi } from './api/admin-api';

/** One store per mounted admin area (see AdminApp): nothing survives an unmount. */
export function createAdminStore() {
  return configureStore({
    reducer: { [adminApi.reducerPath]: adminApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(adminApi.middleware),
  });
}

export type AdminStore = ReturnType<typeof createAdminStore>;
