import {
  generateInvoiceResponseSchema,
  invoiceSnapshotSchema,
  invoicesListResponseSchema,
  saleDetailSchema,
  saleLineSchema,
  salesListResponseSchema,
  type GenerateInvoiceBody,
  type GenerateInvoiceResponse,
  type InvoiceSnapshot,
  type InvoicesListResponse,
  type LineWeightsBody,
  type SaleDetail,
  type SaleLine,
  type SalesListResponse,
} from '@marketplace/contracts';
import { supplierApi } from '../api/supplier-api';

/** Sales History and Proforma Invoices endpoints of the supplier API. */
export const salesApi = supplierApi.enhanceEndpoints({ addTagTypes: ['Sales', 'Invoices'] }).injectEndpoints({
  endpoints: (build) => ({
    listSales: build.query<SalesListResponse, void>({
      query: () => '/sales',
      transformResponse: (body: unknown) => salesListResponseSchema.parse(body),
      providesTags: ['Sales'],
    }),
    getSale: build.query<SaleDetail, string>({
      query: (orderId) => `/sales/${encodeURIComponent(orderId)}`,
      transformResponse: (body: unknown) => saleDetailSchema.parse(body),
      providesTags: (_r, _e, id) => [{ type: 'Sales', id }],
    }),
    saveLineWeights: build.mutation<SaleLine, { orderId: string; lineId: string; body: LineWeightsBody }>({
      query: ({ orderId, lineId, body }) => ({
        url: `/sales/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(lineId)}/weights`,
        method: 'PUT',
        body,
      }),
      transformResponse: (body: unknown) => saleLineSchema.parse(body),
      invalidatesTags: (_r, _e, { orderId }) => [{ type: 'Sales', id: orderId }],
    }),
    generateInvoice: build.mutation<GenerateInvoiceResponse, { orderId: string; body: GenerateInvoiceBody }>({
      query: ({ orderId, body }) => ({
        url: `/sales/${encodeURIComponent(orderId)}/invoice`,
        method: 'POST',
        body,
      }),
      transformResponse: (body: unknown) => generateInvoiceResponseSchema.parse(body),
      invalidatesTags: (_r, _e, { orderId }) => ['Sales', 'Invoices', { type: 'Sales', id: orderId }],
    }),
    listInvoices: build.query<InvoicesListResponse, void>({
      query: () => '/invoices',
      transformResponse: (body: unknown) => invoicesListResponseSchema.parse(body),
      providesTags: ['Invoices'],
    }),
    markInvoiceSent: build.mutation<InvoiceSnapshot, string>({
      query: (id) => ({ url: `/invoices/${encodeURIComponent(id)}/send`, method: 'POST' }),
      transformResponse: (body: unknown) => invoiceSnapshotSchema.parse(body),
      invalidatesTags: ['Invoices'],
    }),
  }),
});

export const {
  useListSalesQuery,
  useGetSaleQuery,
  useSaveLineWeightsMutation,
  useGenerateInvoiceMutation,
  useListInvoicesQuery,
  useMarkInvoiceSentMutation,
} = salesApi;
