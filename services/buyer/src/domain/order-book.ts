/**
 * The round's order book: units in placed orders per round product, as an append-only
 * log whose head decides what counts at the close. Pure rules; the data layer writes the entries.
 *
 * Why a log and not a sum over the orders collection: the close must count exactly the orders
 * accepted before the deadline, across replicas and without transactions. A placement takes the
 * next sequence of its round before its order is stored; the seal takes a sequence too. The store's
 * unique `_id` orders the two, so an order is either before the seal (counted) or refused.
 */

import { byEarliestOffer, type FlexOffer } from '@marketplace/domain';

/** Units of one round product moved by a change, or held after an entry. */
export interface BookItem {
  roundProductId: string;
  qty: number;
  /** Flexible units offered with them: "up to this many more if the group needs it". */
  flex?: number;
}

/** An order's lines as the book holds them: units and the flexible units offered with them. */
export function bookItemsOf(
  lines: ReadonlyArray<{ roundProductId: string; qty: number; flex?: number }>,
): BookItem[] {
  return lines.map((l) => ({
    roundProductId: l.roundProductId,
    qty: l.qty,
    ...(l.flex ? { flex: l.flex } : {}),
  }));
}

/** Why units leave the book. */
export type BookRemoval = 'withdrawn' | 'rejected' | 'released';

/** The last entry of a round's book as the writer knows it. */
export interface BookHead {
  seq: number;
  /** Units in placed, standing orders per round product after the entry. */
  ordered: Record<string, number>;
  /** Flexible units offered in those orders per round product. */
  flex: Record<string, number>;
  /**
   * Units in buying-team orders waiting for their company's approval per round product: shown
   * apart from the ordered ones and never counted at the close until approved.
   */
  held: Record<string, number>;
  /** While the round is sealed: the seal's entry and the units that counted (the close's figures). */
  sealed: { seq: number; ordered: Record<string, number>; flex?: Record<string, number> } | null;
}

export const EMPTY_BOOK: BookHead = { seq: 0, ordered: {}, flex: {}, held: {}, sealed: null };

export type BookChange =
  /**
   * A new order's units; refused once the round is sealed or its deadline has passed. `fromHold`:
   * an order its company approved, whose units leave the held ones as they join the ordered.
   */
  | {
      kind: 'place';
      orderId: string;
      buyerId: string;
      items: BookItem[];
      closeAt: Date | null;
      fromHold?: boolean;
    }
  /** A member's order over their limit, waiting for their company; refused like a placement. */
  | { kind: 'hold'; orderId: string; buyerId: string; items: BookItem[]; closeAt: Date | null }
  /** A held order's units leaving (rejected by the company, released at the close, not stored). */
  | { kind: 'unhold'; orderId: string; buyerId: string; items: BookItem[] }
  /**
   * Units leaving an order (failed write, rejection, released at the close); always taken.
   * `toHold`: a company's approval whose write failed, its units back among the held ones.
   */
  | {
      kind: 'remove';
      orderId: string;
      buyerId: string;
      reason: BookRemoval;
      items: BookItem[];
      toHold?: boolean;
    }
  /**
   * A placed line's flexible units changed from `from` to `to`; refused like a
   * placement once sealed or past the deadline: what the close counts is fixed at the seal.
   * `takenBack`: the order's write failed and the book returns to the order's figure; always
   * taken, as units leaving are.
   */
  | {
      kind: 'flex';
      orderId: string;
      buyerId: string;
      roundProductId: string;
      from: number;
      to: number;
      closeAt: Date | null;
      takenBack?: boolean;
    };

export type BookDecision = { accepted: true } | { accepted: false; reason: 'sealed' | 'deadline' };

/**
 * Decides a group of changes that reached one round's book together, in arrival order. A
 * placement is refused when the round is sealed or `now` is at or past its deadline: "accepted
 * before the deadline" means both the clock and the seal's place in the log agree.
 */
export function decideBookChanges(
  head: BookHead,
  changes: readonly BookChange[],
  now: Date,
): {
  decisions: BookDecision[];
  ordered: Record<string, number>;
  flex: Record<string, number>;
  held: Record<string, number>;
} {
  const ordered = { ...head.ordered };
  const flex = { ...head.flex };
  const held = { ...head.held };
  const add = (totals: Record<string, number>, key: string, units: number) => {
    totals[key] = Math.max(0, (totals[key] ?? 0) + units);
  };
  const decisions = changes.map((change): BookDecision => {
    if (change.kind === 'place' || change.kind === 'hold' || (change.kind === 'flex' && !change.takenBack)) {
      if (head.sealed) return { accepted: false, reason: 'sealed' };
      if (change.closeAt && now.getTime() >= change.closeAt.getTime())
        return { accepted: false, reason: 'deadline' };
    }
    if (change.kind === 'flex') {
      add(flex, change.roundProductId, change.to - change.from);
      return { accepted: true };
    }
    if (change.kind === 'hold' || change.kind === 'unhold') {
      for (const item of change.items)
        add(held, item.roundProductId, change.kind === 'hold' ? item.qty : -item.qty);
      return { accepted: true };
    }
    const sign = change.kind === 'place' ? 1 : -1;
    for (const item of change.items) {
      add(ordered, item.roundProductId, sign * item.qty);
      if (item.flex) add(flex, item.roundProductId, sign * item.flex);
      if (change.kind === 'place' && change.fromHold) add(held, item.roundProductId, -item.qty);
      if (change.kind === 'remove' && change.toHold) add(held, item.roundProductId, item.qty);
    }
    return { accepted: true };
  });
  return { decisions, ordered, flex, held };
}

/** Units that count for a product at the close: those in the book at its seal. */
export function sealedUnits(head: BookHead, roundProductId: string): number {
  return (head.sealed?.ordered ?? head.ordered)[roundProductId] ?? 0;
}

/** The book after an entry of the given kind, from the head before it. */
export function headAfter(
  before: BookHead,
  entry: {
    seq: number;
    kind: 'orders' | 'sealed' | 'reopened';
    ordered: Record<string, number>;
    /** Absent: the flexible units did not move. */
    flex?: Record<string, number>;
    /** Absent: the held units did not move. */
    held?: Record<string, number>;
  },
): BookHead {
  const sealed =
    entry.kind === 'sealed'
      ? { seq: entry.seq, ordered: { ...entry.ordered }, flex: { ...(entry.flex ?? before.flex) } }
      : entry.kind === 'reopened'
        ? null
        : before.sealed;
  return {
    seq: entry.seq,
    ordered: entry.ordered,
    flex: entry.flex ?? before.flex,
    held: entry.held ?? before.held ?? {},
    sealed,
  };
}

/** What a book entry says, as `bookAtSeal` reads it. */
export interface BookEntryView {
  seq: number;
  kind: 'orders' | 'sealed' | 'reopened';
  /** Units in orders per round product after the entry. */
  ordered: Record<string, number>;
  changes: ReadonlyArray<
    | { kind: 'place' | 'remove' | 'hold' | 'unhold'; orderId: string; buyerId: string; items: BookItem[] }
    | { kind: 'flex'; orderId: string; buyerId: string; roundProductId: string; to: number }
  >;
}

/** The book at its seal: the units in orders, and the flexible units offered, earliest order first. */
export interface BookAtSeal {
  /** The seal's entry: a later seal (after an extension) is another close. */
  seq: number;
  ordered: Record<string, number>;
  offers: Map<string, FlexOffer[]>;
}

/**
 * The book at its last seal: units in orders per round product and the flexible units
 * standing, each placed line's flex gone once its order's line left (rejected, withdrawn or
 * released). Null while the book is not sealed. Only entries up to the seal count, so a repeat
 * reads the same whatever happened after it.
 */
export function bookAtSeal(entries: readonly BookEntryView[]): BookAtSeal | null {
  const standing = new Map<string, Map<string, FlexOffer>>();
  /** The entry that took each order: its place in "earliest order first", whenever it offers flex. */
  const placedAt = new Map<string, number>();
  /** A line's offer now: `units` 0 (or its order's line left) takes it out. */
  const offer = (roundProductId: string, orderId: string, buyerId: string, units: number, seq: number) => {
    let byOrder = standing.get(roundProductId);
    if (!byOrder) standing.set(roundProductId, (byOrder = new Map()));
    if (units > 0) byOrder.set(orderId, { orderId, buyerId, units, seq: placedAt.get(orderId) ?? seq });
    else byOrder.delete(orderId);
  };
  let sealed: BookAtSeal | null = null;
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) {
    if (entry.kind === 'sealed') {
      sealed = {
        seq: entry.seq,
        ordered: { ...entry.ordered },
        offers: new Map(
          [...standing].map(([roundProductId, byOrder]) => [
            roundProductId,
            [...byOrder.values()].sort(byEarliestOffer),
          ]),
        ),
      };
      continue;
    }
    if (entry.kind === 'reopened') {
      sealed = null;
      continue;
    }
    for (const change of entry.changes) {
      // Held units are not in orders yet: nothing of theirs counts or is called in.
      if (change.kind === 'hold' || change.kind === 'unhold') continue;
      // A line's offer changed after the order was placed keeps its order's place.
      if (change.kind === 'flex')
        offer(change.roundProductId, change.orderId, change.buyerId, change.to, entry.seq);
      else {
        if (change.kind === 'place') placedAt.set(change.orderId, entry.seq);
        for (const item of change.items)
          offer(
            item.roundProductId,
            change.orderId,
            change.buyerId,
            change.kind === 'remove' ? 0 : (item.flex ?? 0),
            entry.seq,
          );
      }
    }
  }
  return sealed;
}
