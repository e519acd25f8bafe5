import type { ConfirmReceiptBody, OrderSnapshot } from '@marketplace/contracts';
import { parsedWith } from '@marketplace/web-kit';
import { buyerApi } from '../api/buyer-api';

export interface ConfirmReceiptArgs extends ConfirmReceiptBody {
  orderId: string;
}

/**
 * The buyer's receipt of a shipped order, answered with the order. Order History (the details
 * dialog follows its list), the order's timeline and the dashboard are read again.
 */
export const receiptApi = buyerApi.injectEndpoints({
  endpoints: (build) => ({
    confirmReceipt: build.mutation<OrderSnapshot, ConfirmReceiptArgs>({
      query: ({ orderId, lines }) => ({
        url: `/orders/${encodeURIComponent(orderId)}/receipt`,
        method: 'POST',
        body: { lines } satisfies ConfirmReceiptBody,
      }),
      transformResponse: parsedWith('orderSnapshotSchema'),
      invalidatesTags: ['Orders', 'Dashboard'],
    }),
  }),
});

export const { useConfirmReceiptMutation } = receiptApi;
