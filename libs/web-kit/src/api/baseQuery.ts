import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { Problem } from '@marketplace/contracts';
import type { RequestPolicy } from './policy';
import { createApiClient, type ApiClient, type ApiClientOptions, type ApiRequestArgs } from './request';

/** How long a query's answer stays cached once no screen uses it (spec §9 "client query cache: 5 minutes"). */
export const QUERY_CACHE_SECONDS = 5 * 60;

export interface BaseQueryOptions extends Partial<RequestPolicy> {
  /** e.g. `/api/buyer` (the edge strips it before the service sees the path). */
  baseUrl: string;
}

/**
 * A store's thunk argument on the server (`configureStore`'s `thunk.extraArgument`): the fetch its
 * queries go through there, with the visitor's session (web-kit/server `fetchThroughRead`).
 */
export interface ServerQueryContext {
  fetchFn: ApiClientOptions['fetchFn'];
}

/**
 * RTK Query base query over the shared client: `createApi({ baseQuery: createBaseQuery({ baseUrl:
 * '/api/buyer', ...REQUEST_POLICIES.rounds }) })`. Errors are problems (`error.code`, `error.status`).
 */
export function createBaseQuery(
  options: BaseQueryOptions & Pick<ApiClientOptions, 'fetchFn' | 'sleep' | 'refresher'>,
): BaseQueryFn<string | ApiRequestArgs, unknown, Problem> {
  const client = createApiClient(options);
  // On the server: one client per request's fetch (a store's), made on its first query.
  const serverClients = new WeakMap<NonNullable<ServerQueryContext['fetchFn']>, ApiClient>();
  const clientFor = (fetchFn: ServerQueryContext['fetchFn']): ApiClient => {
    if (!fetchFn) return client;
    let server = serverClients.get(fetchFn);
    if (!server) serverClients.set(fetchFn, (server = createApiClient({ ...options, fetchFn })));
    return server;
  };
  return async (args, api) => {
    const result = await clientFor((api.extra as Partial<ServerQueryContext> | undefined)?.fetchFn).request(
      args,
      api.signal,
    );
    return result.error ? { error: result.error } : { data: result.data };
  };
}
