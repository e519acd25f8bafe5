import type { BuyerDispatch } from '../store';
import { buyerApi } from './buyer-api';

/** One live change of a round product's committed quantity (the round channel's quantity_change). */
export interface CommittedChange {
  roundId: string;
  roundProductId: string;
  totalCommitted: number;
  /** Ledger sequence: a change older than what the cache shows is ignored. */
  seq?: number;
}

/**
 * The seam for live updates: patches the committed quantity in the cached round (products
 * dialog) and in the cached carts, without a refetch. A realtime hook (`useRoundChannel(roundId,
 * onQuantityChange)`) only has to call this with each event.
 */
export function applyCommittedChange(dispatch: BuyerDispatch, change: CommittedChange): void {
  const { roundId, roundProductId, totalCommitted, seq = Number.MAX_SAFE_INTEGER } = change;
  dispatch(
    buyerApi.util.updateQueryData('getRound', roundId, (round) => {
      const product = round.products.find((p) => p.id === roundProductId);
      if (product && seq >= product.committedSeq) {
        product.committed = totalCommitted;
        if (change.seq !== undefined) product.committedSeq = change.seq;
      }
    }),
  );
  dispatch(
    buyerApi.util.updateQueryData('listCarts', undefined, (carts) => {
      for (const cart of carts.carts) {
        if (cart.roundId !== roundId) continue;
        const item = cart.items.find((i) => i.id === roundProductId);
        if (item && seq >= item.committedSeq) {
          item.committed = totalCommitted;
          if (change.seq !== undefined) item.committedSeq = change.seq;
        }
      }
    }),
  );
}

/** A round's units in placed orders per product, live (the round channel's `ordered` frame). */
export interface OrderedChange {
  roundId: string;
  ordered: ReadonlyArray<{ round_product_id: string; total_ordered: number }>;
  flex?: ReadonlyArray<{ round_product_id: string; total_flex: number }>;
  held?: ReadonlyArray<{ round_product_id: string; total_held: number }>;
}

/** Patches the units in orders of the cached round and carts: the MOQ bar's ordered segment. */
export function applyOrderedChange(dispatch: BuyerDispatch, change: OrderedChange): void {
  const units = new Map(change.ordered.map((o) => [o.round_product_id, o.total_ordered]));
  // Flexible units offered: a product missing from a book entry has none left.
  const flex = change.flex && new Map(change.flex.map((f) => [f.round_product_id, f.total_flex]));
  // Units waiting for their company: likewise, a product missing from the entry has none left.
  const held = change.held && new Map(change.held.map((h) => [h.round_product_id, h.total_held]));
  const patch = (target: {
    id: string;
    ordered?: number;
    flexOffered?: number;
    awaitingApproval?: number;
  }) => {
    if (units.has(target.id)) target.ordered = units.get(target.id);
    if (flex && (units.has(target.id) || flex.has(target.id))) target.flexOffered = flex.get(target.id) ?? 0;
    if (held && (units.has(target.id) || held.has(target.id)))
      target.awaitingApproval = held.get(target.id) ?? 0;
  };
  dispatch(
    buyerApi.util.updateQueryData('getRound', change.roundId, (round) => {
      for (const product of round.products) patch(product);
    }),
  );
  dispatch(
    buyerApi.util.updateQueryData('listCarts', undefined, (carts) => {
      for (const cart of carts.carts) {
        if (cart.roundId !== change.roundId) continue;
        for (const item of cart.items) patch(item);
      }
    }),
  );
}
