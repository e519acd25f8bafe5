import { createApi } from '@reduxjs/toolkit/query/react';
import {
  buyerDashboardSchema,
  buyerOrdersResponseSchema,
  buyerRoundDetailSchema,
  buyerRoundsResponseSchema,
  cartChangeResponseSchema,
  cartsResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  orderSnapshotSchema,
  type BuyerDashboard,
  type BuyerOrdersQuery,
  type BuyerOrdersResponse,
  type BuyerRoundDetail,
  type BuyerRoundsResponse,
  type CartFlexBody,
  type CartChangeResponse,
  type CartsResponse,
  type OrderSnapshot,
} from '@marketplace/contracts';
import {
  createBaseQuery,
  QUERY_CACHE_SECONDS,
  DASHBOARD_REQUEST,
  REQUEST_POLICIES,
} from '@marketplace/web-kit';
import { BUYER_API, roundsRequest, type RoundsPageArgs } from './first-reads';

export { FIRST_ROUNDS_PAGE, ROUNDS_PAGE_SIZE, type RoundsPageArgs } from './first-reads';

/** What a cart change makes stale: the carts, the dashboard, and the round's committed figures. */
const cartChangeInvalidates = (roundId: string) =>
  ['Carts', 'Dashboard', 'Rounds', { type: 'Round' as const, id: roundId }] as const;

export interface CartItemArgs {
  roundId: string;
  roundProductId: string;
  qty: number;
}

export interface CartFlexArgs extends Omit<CartItemArgs, 'qty'> {
  /** Flexible units, whole packs; 0 removes the offer. */
  flex: number;
}

export interface OrderFlexArgs {
  orderId: string;
  /** The order line (order item id, not the round product's). */
  itemId: string;
  /** The order's round: its MOQ bar shows the flex offered in orders, so it is read again. */
  roundId: string;
  /** Flexible units, whole packs; 0 removes the offer. */
  flex: number;
}

/**
 * The buyer service behind `/api/buyer`. Rounds, orders and invoices share one set of spec §9
 * constants (15 s, 2 retries, 1 s doubling, cap 5 s). Responses are checked against the
 * contracts, so a mismatch is an error here, not a crash in a table cell. Other buyer features
 * add their endpoints with `buyerApi.injectEndpoints` next to their own code.
 */
export const buyerApi = createApi({
  reducerPath: 'buyerApi',
  baseQuery: createBaseQuery({ baseUrl: BUYER_API, ...REQUEST_POLICIES.rounds }),
  keepUnusedDataFor: QUERY_CACHE_SECONDS,
  tagTypes: ['Rounds', 'Round', 'Carts', 'Orders', 'Dashboard', 'Invoices'],
  endpoints: (build) => ({
    listRounds: build.query<BuyerRoundsResponse, RoundsPageArgs>({
      query: roundsRequest,
      transformResponse: (body: unknown) => buyerRoundsResponseSchema.parse(body),
      providesTags: ['Rounds'],
    }),
    getRound: build.query<BuyerRoundDetail, string>({
      query: (roundId) => `/rounds/${encodeURIComponent(roundId)}`,
      transformResponse: (body: unknown) => buyerRoundDetailSchema.parse(body),
      providesTags: (_r, _e, roundId) => [{ type: 'Round', id: roundId }],
    }),
    listCarts: build.query<CartsResponse, void>({
      query: () => '/carts',
      transformResponse: (body: unknown) => cartsResponseSchema.parse(body),
      providesTags: ['Carts'],
    }),
    addToCart: build.mutation<CartChangeResponse, CartItemArgs>({
      query: ({ roundId, roundProductId, qty }) => ({
        url: `/carts/${encodeURIComponent(roundId)}/items/${encodeURIComponent(roundProductId)}/add`,
        method: 'POST',
        body: { qty },
      }),
      transformResponse: (body: unknown) => cartChangeResponseSchema.parse(body),
      invalidatesTags: (_r, _e, { roundId }) => cartChangeInvalidates(roundId),
    }),
    setCartQty: build.mutation<CartChangeResponse, CartItemArgs>({
      query: ({ roundId, roundProductId, qty }) => ({
        url: `/carts/${encodeURIComponent(roundId)}/items/${encodeURIComponent(roundProductId)}`,
        method: 'PUT',
        body: { qty },
      }),
      transformResponse: (body: unknown) => cartChangeResponseSchema.parse(body),
      invalidatesTags: (_r, _e, { roundId }) => cartChangeInvalidates(roundId),
    }),
    /** "And up to `flex` more units if the group needs it" on a cart line: 0 takes it back. */
    setCartFlex: build.mutation<CartChangeResponse, CartFlexArgs>({
      query: ({ roundId, roundProductId, flex }) => ({
        url: `/carts/${encodeURIComponent(roundId)}/items/${encodeURIComponent(roundProductId)}/flex`,
        method: 'PUT',
        body: { flex } satisfies CartFlexBody,
      }),
      transformResponse: (body: unknown) => cartChangeResponseSchema.parse(body),
      invalidatesTags: (_r, _e, { roundId }) => cartChangeInvalidates(roundId),
    }),
    removeFromCart: build.mutation<CartChangeResponse, Omit<CartItemArgs, 'qty'>>({
      query: ({ roundId, roundProductId }) => ({
        url: `/carts/${encodeURIComponent(roundId)}/items/${encodeURIComponent(roundProductId)}`,
        method: 'DELETE',
      }),
      transformResponse: (body: unknown) => cartChangeResponseSchema.parse(body),
      invalidatesTags: (_r, _e, { roundId }) => cartChangeInvalidates(roundId),
    }),
    placeOrder: build.mutation<OrderSnapshot, { roundId: string; idempotencyKey: string }>({
      query: ({ roundId, idempotencyKey }) => ({
        url: '/orders',
        method: 'POST',
        body: { roundId },
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      transformResponse: (body: unknown) => orderSnapshotSchema.parse(body),
      invalidatesTags: ['Carts', 'Orders', 'Dashboard'],
    }),
    /**
     * A standing order line's "and up to `flex` more if the group needs it", while its
     * round is open: the same body as the cart's, answered with the whole order.
     */
    setOrderFlex: build.mutation<OrderSnapshot, OrderFlexArgs>({
      query: ({ orderId, itemId, flex }) => ({
        url: `/orders/${encodeURIComponent(orderId)}/items/${encodeURIComponent(itemId)}/flex`,
        method: 'PUT',
        body: { flex } satisfies CartFlexBody,
      }),
      transformResponse: (body: unknown) => orderSnapshotSchema.parse(body),
      invalidatesTags: (_r, _e, { roundId }) => ['Orders', 'Dashboard', { type: 'Round', id: roundId }],
    }),
    listOrders: build.query<BuyerOrdersResponse, BuyerOrdersQuery>({
      query: ({ search, status }) => ({
        url: '/orders',
        params: { search: search?.trim() || undefined, status },
      }),
      transformResponse: (body: unknown) => buyerOrdersResponseSchema.parse(body),
      providesTags: ['Orders'],
    }),
    dashboard: build.query<BuyerDashboard, void>({
      query: () => DASHBOARD_REQUEST,
      transformResponse: (body: unknown) => buyerDashboardSchema.parse(body),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const {
  useListRoundsQuery,
  useGetRoundQuery,
  useListCartsQuery,
  useAddToCartMutation,
  useSetCartQtyMutation,
  useSetCartFlexMutation,
  useRemoveFromCartMutation,
  usePlaceOrderMutation,
  useSetOrderFlexMutation,
  useListOrdersQuery,
  useDashboardQuery,
} = buyerApi;
