import type { InvoiceSnapshot, InvoicesListResponse } from '@marketplace/contracts';
import { parsedWith } from '@marketplace/web-kit';
import { buyerApi } from '../api/buyer-api';

/** The buyer's Proforma Invoices endpoints. */
export const buyerInvoicesApi = buyerApi.injectEndpoints({
  endpoints: (build) => ({
    listBuyerInvoices: build.query<InvoicesListResponse, void>({
      query: () => '/invoices',
      transformResponse: parsedWith('invoicesListResponseSchema'),
      providesTags: ['Invoices'],
    }),
    respondToInvoice: build.mutation<InvoiceSnapshot, { id: string; decision: 'accept' | 'reject' }>({
      query: ({ id, decision }) => ({
        url: `/invoices/${encodeURIComponent(id)}/${decision}`,
        method: 'POST',
      }),
      transformResponse: parsedWith('invoiceSnapshotSchema'),
      // The list follows the supplier's event; patch it now so the answer shows at once.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          buyerInvoicesApi.util.updateQueryData('listBuyerInvoices', undefined, (draft) => {
            const item = draft.items.find((i) => i.id === data.id);
            if (item) item.status = data.status;
            draft.stats.pending = draft.items.filter(
              (i) => i.status === 'draft' || i.status === 'sent',
            ).length;
          }),
        );
      },
    }),
  }),
});

export const { useListBuyerInvoicesQuery, useRespondToInvoiceMutation } = buyerInvoicesApi;
