import { createApi } from '@reduxjs/toolkit/query/react';
import { adminUsersResponseSchema, type AdminUsersResponse } from '@marketplace/contracts';
import { createBaseQuery, REQUEST_POLICIES } from '@marketplace/web-kit';
import { usersQueryString, type UsersQuery } from '../users/users-query';

/** Spec §9 "client query cache: 5 minutes". */
const CACHE_SECONDS = 5 * 60;

export const adminApi = createApi({
  reducerPath: 'adminApi',
  // The spec gives numbers only for rounds/orders-like lists; the admin lists use those.
  baseQuery: createBaseQuery({ baseUrl: '/api/admin', ...REQUEST_POLICIES.rounds }),
  keepUnusedDataFor: CACHE_SECONDS,
  endpoints: (build) => ({
    listUsers: build.query<AdminUsersResponse, UsersQuery>({
      query: (query) => `/users?${usersQueryString(query)}`,
      // A response that does not match the contract is an error here, not a crash in a table cell.
      transformResponse: (body: unknown) => adminUsersResponseSchema.parse(body),
    }),
  }),
});

export const { useListUsersQuery } = adminApi;
