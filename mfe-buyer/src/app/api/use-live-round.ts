import { useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useRoundChannel } from '@marketplace/web-kit';
import type { BuyerDispatch } from '../store';
import { buyerApi } from './buyer-api';
import { applyCommittedChange, applyOrderedChange } from './live-commitments';

/** Figures derived on the server (the dashboard's MOQ badges) are refetched at most this often. */
const DERIVED_REFETCH_MS = 2000;

/**
 * While a screen shows a round, other buyers' commitments move its figures live (spec §7): each
 * `quantity_change` patches the cached round and carts in place; after a gap in the socket the
 * round, the carts and the dashboard are refetched so nothing stays stale. Without the socket the
 * screen simply keeps the figures it loaded.
 */
export function useLiveRound(roundId: string | null | undefined): void {
  const dispatch = useDispatch<BuyerDispatch>();
  const lastDerivedRefetch = useRef(0);
  useRoundChannel(roundId, {
    onQuantityChange: (change) => {
      applyCommittedChange(dispatch, {
        roundId: change.roundId,
        roundProductId: change.round_product_id,
        totalCommitted: change.total_committed,
        seq: change.seq,
      });
      const now = Date.now();
      if (now - lastDerivedRefetch.current >= DERIVED_REFETCH_MS) {
        lastDerivedRefetch.current = now;
        dispatch(buyerApi.util.invalidateTags(['Dashboard']));
      }
    },
    onOrderedChange: (change) => applyOrderedChange(dispatch, change),
    onResync: () => {
      if (!roundId) return;
      dispatch(buyerApi.util.invalidateTags([{ type: 'Round', id: roundId }, 'Carts', 'Dashboard']));
    },
  });
}

/** A component form of `useLiveRound`, for lists that show several rounds at once. */
export function LiveRound({ roundId }: { roundId: string }): null {
  useLiveRound(roundId);
  return null;
}
