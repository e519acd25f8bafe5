import { configureStore, type Middleware, type ReducersMapObject } from '@reduxjs/toolkit';
import type { ServerQueryContext } from './baseQuery';

/** What a store mounts of an RTK Query API (`createApi`'s result). */
export interface MountedApi {
  reducerPath: string;
  reducer: (state: never, action: never) => unknown;
  middleware: Middleware;
}

/** The state of a store that mounts `Apis`: each API's state under its reducer path. */
type AreaState<Apis extends readonly MountedApi[]> = {
  [Api in Apis[number] as Api['reducerPath']]: ReturnType<Api['reducer']>;
};

/**
 * A role area's store: its RTK Query APIs mounted, each under its reducer path. One per mounted
 * area (AreaApp), so nothing survives an unmount; on the server one per request, its reads going
 * through `server.fetchFn` (the visitor's session). Its own entry point
 * (`@marketplace/web-kit/area-store`): the Redux stack is the remotes' own, never the kit index's.
 */
export function createAreaStore<const Apis extends readonly MountedApi[]>(
  apis: Apis,
  server?: ServerQueryContext,
) {
  const reducer = Object.fromEntries(apis.map((api) => [api.reducerPath, api.reducer]));
  return configureStore({
    reducer: reducer as ReducersMapObject<AreaState<Apis>>,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: server } }).concat(apis.map((api) => api.middleware)),
  });
}
