import type {
  OrderSnapshot,
  StandingOrder,
  StandingOrderInput,
  StandingOrdersResponse,
} from '@marketplace/contracts';
import { parsedWith } from '@marketplace/web-kit';
import { buyerApi } from '../api/buyer-api';

/** A product of a series: what a standing order keeps (one per buyer). */
export interface StandingKey {
  seriesId: string;
  productId: string;
}

/** One standing order: its series' product and whose it is. */
export interface StandingRef extends StandingKey {
  buyerId: string;
  /** A member's of the approver's team, not the caller's own: the request names the member. */
  member: boolean;
}

export interface SetStandingArgs extends StandingKey {
  /** `buyerId` only for a member of the approver's team. */
  body: StandingOrderInput;
}

export interface SkipOrderArgs {
  orderId: string;
  /** The order's round: the skipped units go back to its products. */
  roundId: string;
}

const standingPath = ({ seriesId, productId }: StandingKey) =>
  `/standing-orders/${encodeURIComponent(seriesId)}/${encodeURIComponent(productId)}`;

const isOf = (ref: StandingKey & { buyerId: string }) => (s: StandingOrder) =>
  s.seriesId === ref.seriesId && s.productId === ref.productId && s.buyerId === ref.buyerId;

/**
 * Standing orders (an approver's list holds their team's too) and skipping an edition's order.
 * A change patches the list at once, so the button and the card that sent it show it without
 * waiting for the list read again, then the list is read again.
 */
export const standingApi = buyerApi.injectEndpoints({
  endpoints: (build) => ({
    listStandingOrders: build.query<StandingOrdersResponse, void>({
      query: () => '/standing-orders',
      transformResponse: parsedWith('standingOrdersResponseSchema'),
      providesTags: ['Standing'],
    }),
    /** Creates or replaces: answered with the standing order as kept. */
    setStandingOrder: build.mutation<StandingOrder, SetStandingArgs>({
      query: ({ body, ...key }) => ({ url: standingPath(key), method: 'PUT', body }),
      transformResponse: parsedWith('standingOrderSchema'),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          standingApi.util.updateQueryData('listStandingOrders', undefined, (draft) => {
            const at = draft.items.findIndex(isOf(data));
            if (at >= 0) draft.items[at] = data;
            else draft.items.unshift(data);
          }),
        );
      },
      invalidatesTags: ['Standing'],
    }),
    /** Answered 204: nothing to read. */
    removeStandingOrder: build.mutation<void, StandingRef>({
      query: (ref) => ({
        url: standingPath(ref),
        method: 'DELETE',
        params: ref.member ? { buyerId: ref.buyerId } : undefined,
      }),
      transformResponse: () => undefined,
      async onQueryStarted(ref, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
        dispatch(
          standingApi.util.updateQueryData('listStandingOrders', undefined, (draft) => {
            draft.items = draft.items.filter((s) => !isOf(ref)(s));
          }),
        );
      },
      invalidatesTags: ['Standing'],
    }),
    /**
     * Takes back the order a standing order placed for this edition (answered cancelled): its units
     * return to the round, a held one leaves the approver's list, and the standing order's last
     * outcome reads skipped.
     */
    skipOrder: build.mutation<OrderSnapshot, SkipOrderArgs>({
      query: ({ orderId }) => ({ url: `/orders/${encodeURIComponent(orderId)}/skip`, method: 'POST' }),
      transformResponse: parsedWith('orderSnapshotSchema'),
      invalidatesTags: (_r, _e, { roundId }) => [
        'Orders',
        'Dashboard',
        'Standing',
        'Team',
        { type: 'Round', id: roundId },
      ],
    }),
  }),
});

export const {
  useListStandingOrdersQuery,
  useSetStandingOrderMutation,
  useRemoveStandingOrderMutation,
  useSkipOrderMutation,
} = standingApi;

/** `buyerId`'s standing order of the series' product in the list, if they hold one. */
export function standingOf(
  items: readonly StandingOrder[] | undefined,
  ref: StandingKey & { buyerId: string },
): StandingOrder | undefined {
  return items?.find(isOf(ref));
}
