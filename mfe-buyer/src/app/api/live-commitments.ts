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
