import type { CommitmentReason } from './commitment-reason';

/** The last ledger entry of one round product: its sequence and the committed total after it. */
export interface LedgerHead {
  seq: number;
  total: number;
}

export interface CommitmentChange {
  buyerId: string;
  /** Units added (positive) or released (negative). */
  delta: number;
  reason: CommitmentReason;
  /** The buyer's own committed quantity of the round product once this change is applied. */
  buyerCommitted: number;
}

export type CommitmentDecision =
  { accepted: true; totalAfter: number } | { accepted: false; remaining: number };

/**
 * Decides, in arrival order, a batch of changes that reached one round product together (group
 * commit). An increase that would pass `maxQty` is refused and says how many units were left at
 * its turn; a release is always accepted and never takes the total below 0. The ledger writes the
 * accepted ones as one entry, so the limit holds whatever the concurrency.
 */
export function decideBatch(
  head: LedgerHead,
  maxQty: number | null,
  changes: readonly CommitmentChange[],
): { decisions: CommitmentDecision[]; total: number } {
  let total = head.total;
  const decisions = changes.map((change): CommitmentDecision => {
    if (change.delta > 0 && maxQty != null && total + change.delta > maxQty)
      return { accepted: false, remaining: Math.max(0, maxQty - total) };
    total = Math.max(0, total + change.delta);
    return { accepted: true, totalAfter: total };
  });
  return { decisions, total };
}
