import type {
  DiscrepancyDecision,
  DiscrepancyDecisionBody,
  GenerateInvoiceBody,
  GenerateInvoiceResponse,
  InvoiceSnapshot,
  InvoicesListResponse,
  LineWeightsBody,
  OrderTimelineResponse,
  PaymentTerms,
  RecordPaymentBody,
  SaleDetail,
  SaleLine,
  SalesListResponse,
  SupplierSalesQuery,
  UpdatePaymentTermsBody,
} from '@marketplace/contracts';
import { listRequest, parsedWith } from '@marketplace/web-kit';
import { supplierApi } from '../api/supplier-api';

/** Sales History and Proforma Invoices endpoints of the supplier API. */
export const salesApi = supplierApi
  .enhanceEndpoints({ addTagTypes: ['Sales', 'Invoices', 'PaymentTerms'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** A page of Sales History: the first without a cursor, the next ones by the answer's `nextCursor`. */
      listSales: build.query<SalesListResponse, SupplierSalesQuery>({
        query: (query) => listRequest('/sales', query),
        transformResponse: parsedWith('salesListResponseSchema'),
        providesTags: ['Sales'],
      }),
      getSale: build.query<SaleDetail, string>({
        query: (orderId) => `/sales/${encodeURIComponent(orderId)}`,
        transformResponse: parsedWith('saleDetailSchema'),
        providesTags: (_r, _e, id) => [{ type: 'Sales', id }],
      }),
      /** Every change of a sale's order (who, when, why): read when its details are opened. */
      getSaleTimeline: build.query<OrderTimelineResponse, string>({
        query: (orderId) => `/sales/${encodeURIComponent(orderId)}/timeline`,
        transformResponse: parsedWith('orderTimelineResponseSchema'),
        providesTags: (_r, _e, id) => [{ type: 'Sales', id }],
      }),
      saveLineWeights: build.mutation<SaleLine, { orderId: string; lineId: string; body: LineWeightsBody }>({
        query: ({ orderId, lineId, body }) => ({
          url: `/sales/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(lineId)}/weights`,
          method: 'PUT',
          body,
        }),
        transformResponse: parsedWith('saleLineSchema'),
        invalidatesTags: (_r, _e, { orderId }) => [{ type: 'Sales', id: orderId }],
      }),
      generateInvoice: build.mutation<
        GenerateInvoiceResponse,
        { orderId: string; body: GenerateInvoiceBody }
      >({
        query: ({ orderId, body }) => ({
          url: `/sales/${encodeURIComponent(orderId)}/invoice`,
          method: 'POST',
          body,
        }),
        transformResponse: parsedWith('generateInvoiceResponseSchema'),
        invalidatesTags: (_r, _e, { orderId }) => ['Sales', 'Invoices', { type: 'Sales', id: orderId }],
      }),
      /**
       * The supplier's decision on the units a delivered sale's receipt reported short or damaged:
       * the sale reads decided, and an accepted one's credit note follows on its invoice.
       */
      decideDiscrepancy: build.mutation<
        DiscrepancyDecision,
        { orderId: string; body: DiscrepancyDecisionBody }
      >({
        query: ({ orderId, body }) => ({
          url: `/sales/${encodeURIComponent(orderId)}/discrepancy`,
          method: 'POST',
          body,
        }),
        transformResponse: parsedWith('discrepancyDecisionSchema'),
        invalidatesTags: (_r, _e, { orderId }) => ['Invoices', { type: 'Sales', id: orderId }],
      }),
      listInvoices: build.query<InvoicesListResponse, void>({
        query: () => '/invoices',
        transformResponse: parsedWith('invoicesListResponseSchema'),
        providesTags: ['Invoices'],
      }),
      markInvoiceSent: build.mutation<InvoiceSnapshot, string>({
        query: (id) => ({ url: `/invoices/${encodeURIComponent(id)}/send`, method: 'POST' }),
        transformResponse: parsedWith('invoiceSnapshotSchema'),
        invalidatesTags: ['Invoices'],
      }),
      /** A payment that arrived for a sent or accepted invoice; the one that settles it makes it paid. */
      recordInvoicePayment: build.mutation<InvoiceSnapshot, { id: string; body: RecordPaymentBody }>({
        query: ({ id, body }) => ({
          url: `/invoices/${encodeURIComponent(id)}/payments`,
          method: 'POST',
          body,
        }),
        transformResponse: parsedWith('invoiceSnapshotSchema'),
        invalidatesTags: ['Invoices'],
      }),
      /** The company's payment terms: they date the invoices it sends without a date of their own. */
      getPaymentTerms: build.query<PaymentTerms, void>({
        query: () => '/payment-terms',
        transformResponse: parsedWith('paymentTermsSchema'),
        providesTags: ['PaymentTerms'],
      }),
      setPaymentTerms: build.mutation<PaymentTerms, UpdatePaymentTermsBody>({
        query: (body) => ({ url: '/payment-terms', method: 'PUT', body }),
        transformResponse: parsedWith('paymentTermsSchema'),
        invalidatesTags: ['PaymentTerms'],
      }),
    }),
  });

export const {
  useListSalesQuery,
  useGetSaleQuery,
  useGetSaleTimelineQuery,
  useSaveLineWeightsMutation,
  useGenerateInvoiceMutation,
  useDecideDiscrepancyMutation,
  useGetPaymentTermsQuery,
  useSetPaymentTermsMutation,
  useListInvoicesQuery,
  useMarkInvoiceSentMutation,
  useRecordInvoicePaymentMutation,
} = salesApi;
