import type { CommitmentReason } from './commitment-reason';

/** The last ledger entry of one round product: its sequence and the committed total after it. */
export interface LedgerHead {
  seq: number;
  total: number;
}

/**
 * The head as the product's writer keeps it: also each buyer's own committed units (cart and
 * orders), folded from the entries, so a change learns the buyer's units from the ledger instead
 * of reading the buyer's carts and orders.
 */
export interface LedgerState extends LedgerHead {
  buyers: Readonly<Record<string, number>>;
}

export interface CommitmentChange {
  buyerId: string;
  /** Units added (positive) or released (negative). */
  delta: number;
  reason: CommitmentReason;
  /** The buyer's own committed quantity of the round product once this change is applied. */
  buyerCommitted: number;
}

/** A change as asked: without `buyerCommitted`, the ledger works it out from the buyer's units before it. */
export type CommitmentRequest = Omit<CommitmentChange, 'buyerCommitted'> & { buyerCommitted?: number };

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
  changes: readonly CommitmentRequest[],
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

/**
 * The accepted changes of a batch as the ledger stores them, in order: each says the buyer's units
 * after it (the caller's figure when it gave one, else the buyer's units before it plus the delta,
 * never below 0), and the buyers' units after the batch.
 */
export function resolveBuyers(
  buyers: Readonly<Record<string, number>>,
  accepted: readonly CommitmentRequest[],
): { changes: CommitmentChange[]; buyers: Record<string, number> } {
  const after = { ...buyers };
  const changes = accepted.map((request) => {
    const buyerCommitted =
      request.buyerCommitted ?? Math.max(0, (after[request.buyerId] ?? 0) + request.delta);
    after[request.buyerId] = buyerCommitted;
    return { ...request, buyerCommitted };
  });
  return { changes, buyers: after };
}

/** Each buyer's units after a stored entry's changes (reading the ledger forward). */
export function foldBuyers(
  buyers: Readonly<Record<string, number>>,
  changes: readonly CommitmentChange[],
): Record<string, number> {
  const after = { ...buyers };
  for (const change of changes) after[change.buyerId] = change.buyerCommitted;
  return after;
}
