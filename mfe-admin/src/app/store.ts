import { configureStore } from '@reduxjs/toolkit';
import type { ServerQueryContext } from '@marketplace/web-kit';
import { adminApi } from './api/admin-api';

/**
 * One store per mounted admin area (see AdminApp): nothing survives an unmount. On the server, one
 * per request, its reads going through `server.fetchFn` (the visitor's session).
 */
export function createAdminStore(server?: ServerQueryContext) {
  return configureStore({
    reducer: { [adminApi.reducerPath]: adminApi.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: server } }).concat(adminApi.middleware),
  });
}

export type AdminStore = ReturnType<typeof createAdminStore>;
