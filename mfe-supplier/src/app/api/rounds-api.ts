import {
  importResultSchema,
  roundPerformanceSchema,
  supplierDashboardSchema,
  supplierRoundSchema,
  supplierRoundsResponseSchema,
  type CreateRoundBody,
  type ImportResult,
  type RoundPerformance,
  type SupplierDashboard,
  type SupplierRound,
  type SupplierRoundsResponse,
} from '@marketplace/contracts';
import { DASHBOARD_REQUEST } from '@marketplace/web-kit';
import { supplierApi } from './supplier-api';

export interface RoundsQuery {
  search: string;
  status: 'all' | 'draft' | 'pending_approval' | 'approved' | 'closed';
}

/** My Rounds, Create Round, Bulk Import, Round Performance and the dashboard (spec §2.5). */
export const roundsApi = supplierApi.enhanceEndpoints({ addTagTypes: ['Round'] }).injectEndpoints({
  endpoints: (build) => ({
    listRounds: build.query<SupplierRoundsResponse, RoundsQuery>({
      query: ({ search, status }) => ({
        url: '/rounds',
        params: { search: search.trim() || undefined, status },
      }),
      transformResponse: (body: unknown) => supplierRoundsResponseSchema.parse(body),
      providesTags: ['Round'],
    }),
    roundPerformance: build.query<RoundPerformance, string>({
      query: (id) => `/rounds/${encodeURIComponent(id)}`,
      transformResponse: (body: unknown) => roundPerformanceSchema.parse(body),
      providesTags: ['Round'],
    }),
    createRound: build.mutation<SupplierRound, CreateRoundBody>({
      query: (body) => ({ url: '/rounds', method: 'POST', body }),
      transformResponse: (body: unknown) => supplierRoundSchema.parse(body),
      invalidatesTags: ['Round'],
    }),
    submitRound: build.mutation<SupplierRound, string>({
      query: (id) => ({ url: `/rounds/${encodeURIComponent(id)}/submit`, method: 'POST' }),
      transformResponse: (body: unknown) => supplierRoundSchema.parse(body),
      invalidatesTags: ['Round'],
    }),
    importRoundProducts: build.mutation<ImportResult, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return { url: '/rounds/import', method: 'POST', body: form };
      },
      transformResponse: (body: unknown) => importResultSchema.parse(body),
    }),
    dashboard: build.query<SupplierDashboard, void>({
      query: () => DASHBOARD_REQUEST,
      transformResponse: (body: unknown) => supplierDashboardSchema.parse(body),
      providesTags: ['Round'],
    }),
  }),
});

export const {
  useListRoundsQuery,
  useRoundPerformanceQuery,
  useCreateRoundMutation,
  useSubmitRoundMutation,
  useImportRoundProductsMutation,
  useDashboardQuery,
} = roundsApi;
