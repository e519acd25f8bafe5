import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  BuyerDashboard,
  BuyerOrdersQuery,
  BuyerOrdersResponse,
  BuyerRoundDetail,
  BuyerRoundsResponse,
  CartFlexBody,
  CartChangeResponse,
  CartsResponse,
  OrderSnapshot,
  OrderTimelineResponse,
} from '@marketplace/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@marketplace/contracts/constants';
import {
  createBaseQuery,
  QUERY_CACHE_SECONDS,
  REQUEST_POLICIES,
  dashboardQuery,
  listRequest,
  parsedWith,
  type ApiRequestArgs,
} from '@marketplace/web-kit';
import { keepNewerCommitted } from './newer-committed';

export const BUYER_API = '/api/buyer';

export interface RoundsPageArgs {
  search: string;
  page: number;
  pageSize: number;
}

/** Rounds per page of Explore Rounds (a multiple of the grid's 1, 2 and 3 columns). */
export const ROUNDS_PAGE_SIZE = 12;
/** What Explore Rounds asks for first: no search, first page. */
export const FIRST_ROUNDS_PAGE: RoundsPageArgs = { search: '', page: 1, pageSize: ROUNDS_PAGE_SIZE };

const roundsRequest = (args: RoundsPageArgs): ApiRequestArgs => listRequest('/rounds', args);

export interface CartLineArgs {
  roundId: string;
  roundProductId: string;
}

export interface CartItemArgs extends CartLineArgs {
  qty: number;
}

/**
 * A change to one line of a cart (`/carts/<round>/items/<round product><path>`), answered with the
 * cart's change; it makes the carts, the dashboard and the round's committed figures stale.
 */
function cartLineChange<Args extends CartLineArgs>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: '' | '/add' | '/flex',
  body?: (args: Args) => object,
) {
  return {
    query: (args: Args) => ({
      url: `/carts/${encodeURIComponent(args.roundId)}/items/${encodeURIComponent(args.roundProductId)}${path}`,
      method,
      ...(body && { body: body(args) }),
    }),
    transformResponse: parsedWith('cartChangeResponseSchema'),
    invalidatesTags: (_r: unknown, _e: unknown, { roundId }: Args) =>
      ['Carts', 'Dashboard', 'Rounds', { type: 'Round' as const, id: roundId }] as const,
  };
}

export interface CartFlexArgs extends CartLineArgs {
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
  tagTypes: ['Rounds', 'Round', 'Carts', 'Orders', 'Dashboard', 'Invoices', 'Team', 'Follows', 'Standing'],
  endpoints: (build) => ({
    listRounds: build.query<BuyerRoundsResponse, RoundsPageArgs>({
      query: roundsRequest,
      transformResponse: parsedWith('buyerRoundsResponseSchema'),
      providesTags: ['Rounds'],
    }),
    getRound: build.query<BuyerRoundDetail, string>({
      query: (roundId) => `/rounds/${encodeURIComponent(roundId)}`,
      transformResponse: parsedWith('buyerRoundDetailSchema'),
      // A live change that landed while this answer was on its way is kept (newer-committed.ts).
      merge: (current, incoming) => {
        keepNewerCommitted(current.products, incoming.products);
        return incoming;
      },
      providesTags: (_r, _e, roundId) => [{ type: 'Round', id: roundId }],
    }),
    listCarts: build.query<CartsResponse, void>({
      query: () => '/carts',
      transformResponse: parsedWith('cartsResponseSchema'),
      merge: (current, incoming) => {
        for (const cart of incoming.carts)
          keepNewerCommitted(current.carts.find((c) => c.id === cart.id)?.items ?? [], cart.items);
        return incoming;
      },
      providesTags: ['Carts'],
    }),
    addToCart: build.mutation<CartChangeResponse, CartItemArgs>(
      cartLineChange('POST', '/add', ({ qty }) => ({ qty })),
    ),
    setCartQty: build.mutation<CartChangeResponse, CartItemArgs>(
      cartLineChange('PUT', '', ({ qty }) => ({ qty })),
    ),
    /** "And up to `flex` more units if the group needs it" on a cart line: 0 takes it back. */
    setCartFlex: build.mutation<CartChangeResponse, CartFlexArgs>(
      cartLineChange('PUT', '/flex', ({ flex }): CartFlexBody => ({ flex })),
    ),
    removeFromCart: build.mutation<CartChangeResponse, CartLineArgs>(cartLineChange('DELETE', '')),
    placeOrder: build.mutation<OrderSnapshot, { roundId: string; idempotencyKey: string }>({
      query: ({ roundId, idempotencyKey }) => ({
        url: '/orders',
        method: 'POST',
        body: { roundId },
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      transformResponse: parsedWith('orderSnapshotSchema'),
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
      transformResponse: parsedWith('orderSnapshotSchema'),
      invalidatesTags: (_r, _e, { roundId }) => ['Orders', 'Dashboard', { type: 'Round', id: roundId }],
    }),
    /** Every change of one order (who, when, why): read when its details are opened. */
    getOrderTimeline: build.query<OrderTimelineResponse, string>({
      query: (orderId) => `/orders/${encodeURIComponent(orderId)}/timeline`,
      transformResponse: parsedWith('orderTimelineResponseSchema'),
      providesTags: ['Orders'],
    }),
    listOrders: build.query<BuyerOrdersResponse, BuyerOrdersQuery>({
      query: (query) => listRequest('/orders', query),
      transformResponse: parsedWith('buyerOrdersResponseSchema'),
      providesTags: ['Orders'],
    }),
    dashboard: build.query<BuyerDashboard, void>(dashboardQuery('buyerDashboardSchema', ['Dashboard'])),
  }),
});

export const {
  useGetOrderTimelineQuery,
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
