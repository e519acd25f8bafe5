import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  AdminCategoriesResponse,
  AdminCategory,
  AdminCompaniesResponse,
  AdminCompany,
  AdminDashboard,
  AdminOrdersResponse,
  AdminRoundsResponse,
  AdminUsersResponse,
  CreateCompanyBody,
  OrderDecisionBody,
  OrderTimelineResponse,
  RoundDecisionBody,
  RoundReview,
  UpdateCompanyBody,
} from '@marketplace/contracts';
import {
  createBaseQuery,
  QUERY_CACHE_SECONDS,
  REQUEST_POLICIES,
  dashboardQuery,
  parsedWith,
} from '@marketplace/web-kit';
import { usersQueryString, type UsersQuery } from '../users/users-query';
import { listQueryString } from './list-query';

export const ADMIN_API = '/api/admin';

export interface CompaniesQuery {
  search: string;
  type: 'all' | 'buyer' | 'supplier';
  active?: 'true';
}
export type StatusListQuery = {
  search: string;
  status: string;
  /** A later page of a list the server pages (orders): the answer before's `nextCursor`. */
  cursor?: string;
};

/** The administrator's decision on a round or an order. */
const decisionRequest = (list: 'rounds' | 'orders', id: string, decision: string) => ({
  url: `/${list}/${encodeURIComponent(id)}/decision`,
  method: 'POST',
  body: { decision },
});

export const adminApi = createApi({
  reducerPath: 'adminApi',
  // The spec gives numbers only for rounds/orders-like lists; the admin lists use those.
  baseQuery: createBaseQuery({ baseUrl: ADMIN_API, ...REQUEST_POLICIES.rounds }),
  keepUnusedDataFor: QUERY_CACHE_SECONDS,
  tagTypes: ['Users', 'Companies', 'Categories', 'Rounds', 'Orders', 'Dashboard'],
  endpoints: (build) => ({
    listUsers: build.query<AdminUsersResponse, UsersQuery>({
      query: (query) => `/users?${usersQueryString(query)}`,
      transformResponse: parsedWith('adminUsersResponseSchema'),
      providesTags: ['Users'],
    }),
    assignCompany: build.mutation<
      unknown,
      { userId: string; companyId: string | null; teamRole?: 'member' | 'approver' }
    >({
      query: ({ userId, companyId, teamRole }) => ({
        url: `/users/${encodeURIComponent(userId)}/company`,
        method: 'PUT',
        body: teamRole ? { companyId, teamRole } : { companyId },
      }),
      invalidatesTags: ['Users'],
    }),
    listCompanies: build.query<AdminCompaniesResponse, CompaniesQuery>({
      query: ({ search, type, active }) => `/companies?${listQueryString({ search, type, active })}`,
      transformResponse: parsedWith('adminCompaniesResponseSchema'),
      providesTags: ['Companies'],
    }),
    createCompany: build.mutation<AdminCompany, CreateCompanyBody>({
      query: (body) => ({ url: '/companies', method: 'POST', body }),
      transformResponse: parsedWith('adminCompanySchema'),
      invalidatesTags: ['Companies', 'Users', 'Dashboard'],
    }),
    updateCompany: build.mutation<AdminCompany, { id: string; body: UpdateCompanyBody }>({
      query: ({ id, body }) => ({ url: `/companies/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      transformResponse: parsedWith('adminCompanySchema'),
      invalidatesTags: ['Companies', 'Users', 'Dashboard'],
    }),
    listCategories: build.query<AdminCategoriesResponse, void>({
      query: () => '/categories',
      transformResponse: parsedWith('adminCategoriesResponseSchema'),
      providesTags: ['Categories'],
    }),
    createCategory: build.mutation<AdminCategory, { name: string }>({
      query: (body) => ({ url: '/categories', method: 'POST', body }),
      invalidatesTags: ['Categories'],
    }),
    renameCategory: build.mutation<AdminCategory, { id: string; name: string }>({
      query: ({ id, name }) => ({
        url: `/categories/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { name },
      }),
      invalidatesTags: ['Categories'],
    }),
    deleteCategory: build.mutation<unknown, { id: string }>({
      query: ({ id }) => ({ url: `/categories/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Categories'],
    }),
    listRounds: build.query<AdminRoundsResponse, StatusListQuery>({
      query: (query) => `/rounds?${listQueryString(query)}`,
      transformResponse: parsedWith('adminRoundsResponseSchema'),
      providesTags: ['Rounds'],
    }),
    /** What approving the round commits to, read when the review opens. */
    getRoundReview: build.query<RoundReview, string>({
      query: (roundId) => `/rounds/${encodeURIComponent(roundId)}/review`,
      transformResponse: parsedWith('roundReviewSchema'),
      providesTags: ['Rounds'],
      // The catalogue can change until the approval: every opening reads it afresh.
      keepUnusedDataFor: 0,
    }),
    decideRound: build.mutation<unknown, { roundId: string } & RoundDecisionBody>({
      query: ({ roundId, decision }) => decisionRequest('rounds', roundId, decision),
      invalidatesTags: ['Rounds', 'Dashboard'],
    }),
    listOrders: build.query<AdminOrdersResponse, StatusListQuery>({
      query: (query) => `/orders?${listQueryString(query)}`,
      transformResponse: parsedWith('adminOrdersResponseSchema'),
      providesTags: ['Orders'],
    }),
    /** Every change of one order (who, when, why): read when its details are opened. */
    getOrderTimeline: build.query<OrderTimelineResponse, string>({
      query: (orderId) => `/orders/${encodeURIComponent(orderId)}/timeline`,
      transformResponse: parsedWith('orderTimelineResponseSchema'),
      providesTags: ['Orders'],
    }),
    decideOrder: build.mutation<unknown, { orderId: string } & OrderDecisionBody>({
      query: ({ orderId, decision }) => decisionRequest('orders', orderId, decision),
      invalidatesTags: ['Orders', 'Dashboard'],
    }),
    dashboard: build.query<AdminDashboard, void>(dashboardQuery('adminDashboardSchema', ['Dashboard'])),
  }),
});

export const {
  useListUsersQuery,
  useAssignCompanyMutation,
  useListCompaniesQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useListCategoriesQuery,
  useCreateCategoryMutation,
  useRenameCategoryMutation,
  useDeleteCategoryMutation,
  useListRoundsQuery,
  useDecideRoundMutation,
  useGetRoundReviewQuery,
  useListOrdersQuery,
  useGetOrderTimelineQuery,
  useDecideOrderMutation,
  useDashboardQuery,
} = adminApi;
