import type {
  CreateRoundBody,
  ImportResult,
  RoundPerformance,
  SupplierDashboard,
  SupplierRound,
  SupplierRoundsResponse,
} from '@marketplace/contracts';
import { dashboardQuery, listRequest, parsedWith } from '@marketplace/web-kit';
import { supplierApi } from './supplier-api';

export interface RoundsQuery {
  search: string;
  status: 'all' | 'draft' | 'pending_approval' | 'approved' | 'closed';
}

/** My Rounds, Create Round, Bulk Import, Round Performance and the dashboard (spec §2.5). */
export const roundsApi = supplierApi.enhanceEndpoints({ addTagTypes: ['Round'] }).injectEndpoints({
  endpoints: (build) => ({
    listRounds: build.query<SupplierRoundsResponse, RoundsQuery>({
      query: (query) => listRequest('/rounds', query),
      transformResponse: parsedWith('supplierRoundsResponseSchema'),
      providesTags: ['Round'],
    }),
    roundPerformance: build.query<RoundPerformance, string>({
      query: (id) => `/rounds/${encodeURIComponent(id)}`,
      transformResponse: parsedWith('roundPerformanceSchema'),
      providesTags: ['Round'],
    }),
    createRound: build.mutation<SupplierRound, CreateRoundBody>({
      query: (body) => ({ url: '/rounds', method: 'POST', body }),
      transformResponse: parsedWith('supplierRoundSchema'),
      invalidatesTags: ['Round'],
    }),
    submitRound: build.mutation<SupplierRound, string>({
      query: (id) => ({ url: `/rounds/${encodeURIComponent(id)}/submit`, method: 'POST' }),
      transformResponse: parsedWith('supplierRoundSchema'),
      invalidatesTags: ['Round'],
    }),
    importRoundProducts: build.mutation<ImportResult, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return { url: '/rounds/import', method: 'POST', body: form };
      },
      transformResponse: parsedWith('importResultSchema'),
    }),
    dashboard: build.query<SupplierDashboard, void>(dashboardQuery('supplierDashboardSchema', ['Round'])),
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
