import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery, REQUEST_POLICIES } from '@marketplace/web-kit';

/** Spec §9 "client query cache: 5 minutes". */
const CACHE_SECONDS = 5 * 60;

/**
 * The buyer service behind `/api/buyer`. Rounds, orders and invoices share one set of spec §9
 * constants (15 s, 2 retries, 1 s doubling, cap 5 s). Screens add their endpoints with
 * `buyerApi.injectEndpoints` next to their feature code.
 */
export const buyerApi = createApi({
  reducerPath: 'buyerApi',
  baseQuery: createBaseQuery({ baseUrl: '/api/buyer', ...REQUEST_POLICIES.rounds }),
  keepUnusedDataFor: CACHE_SECONDS,
  endpoints: () => ({}),
});
