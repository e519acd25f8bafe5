import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery, QUERY_CACHE_SECONDS, REQUEST_POLICIES } from '@marketplace/web-kit';

export const SUPPLIER_API = '/api/supplier';

/**
 * The supplier service behind `/api/supplier`. Rounds, sales and invoices share the spec §9
 * constants used here (15 s, 2 retries, 1 s doubling, cap 5 s); the product list has its own
 * (`REQUEST_POLICIES.products`) in ./catalogue-api.ts.
 * Screens add their endpoints with `supplierApi.injectEndpoints` next to their feature code.
 */
export const supplierApi = createApi({
  reducerPath: 'supplierApi',
  baseQuery: createBaseQuery({ baseUrl: SUPPLIER_API, ...REQUEST_POLICIES.rounds }),
  keepUnusedDataFor: QUERY_CACHE_SECONDS,
  endpoints: () => ({}),
});
