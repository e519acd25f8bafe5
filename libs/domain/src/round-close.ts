import {
  DEFAULT_END_ACTION,
  EXTEND_DAYS_MAX,
  EXTEND_DAYS_MIN,
  ROUND_END_ACTIONS,
  type RoundEndAction,
} from '@marketplace/contracts/constants';
import { toDate } from './format';

export { DEFAULT_END_ACTION, EXTEND_DAYS_MAX, EXTEND_DAYS_MIN, ROUND_END_ACTIONS, type RoundEndAction };

/**
 * Rounds that open and close themselves: what a round's dates mean, and what happens
 * at its deadline. Pure rules with the clock passed in, shared by the supplier service (which
 * owns rounds and runs the close), the buyer service (which applies the outcome to orders and
 * carts) and the remotes (which show "Opens {date}" and the outcome).
 */

/** Buyers with something in a round hear it is closing this long before its deadline, by default. */
export const CLOSING_SOON_MS = 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

type When = Date | string | null | undefined;

/** Epoch milliseconds of a date, or null for none or a bad one (format.ts's one date reading). */
function time(value: When): number | null {
  return toDate(value)?.getTime() ?? null;
}

export type RoundBuyingPhase = 'not_approved' | 'upcoming' | 'open' | 'ended' | 'closed';

/**
 * Where a round stands for buyers: an approved round is `upcoming` before `open_at` (listed with
 * "Opens {date}", nothing can be added), `open` until `close_at`, and `ended` from `close_at`
 * until the close has run (refused like a closed one). No dates means no limit on that side.
 */
export function roundBuyingPhase(
  round: { status: string; openAt?: When; closeAt?: When },
  now: Date,
): RoundBuyingPhase {
  if (round.status === 'closed') return 'closed';
  if (round.status !== 'approved') return 'not_approved';
  const openAt = time(round.openAt);
  const closeAt = time(round.closeAt);
  if (openAt !== null && now.getTime() < openAt) return 'upcoming';
  if (closeAt !== null && now.getTime() >= closeAt) return 'ended';
  return 'open';
}

/** An approved round whose deadline has come: the close must run now (or at start, if missed). */
export function isCloseDue(round: { status: string; closeAt?: When }, now: Date): boolean {
  const closeAt = time(round.closeAt);
  return round.status === 'approved' && closeAt !== null && now.getTime() >= closeAt;
}

/**
 * An approved round at its last call: within its `lastCallHours` (24 h unless the
 * supplier chose otherwise) of its deadline and not past it. Buyers with something in it hear it is
 * closing, and of each product still short of its MOQ.
 */
export function isClosingSoon(
  round: { status: string; closeAt?: When; lastCallHours?: number | null },
  now: Date,
): boolean {
  const closeAt = time(round.closeAt);
  if (round.status !== 'approved' || closeAt === null) return false;
  const window = round.lastCallHours ? round.lastCallHours * 60 * 60 * 1000 : CLOSING_SOON_MS;
  return now.getTime() < closeAt && closeAt - now.getTime() <= window;
}

/**
 * A round product's outcome: `met` reached its MOQ and is confirmed; `confirmed` did not but is
 * confirmed anyway (confirm_all); `released` did not and its units leave every order and cart.
 */
export type ProductOutcome = 'met' | 'confirmed' | 'released';

export interface ProductAtClose {
  productId: string;
  moq: number;
  committed: number;
}

export interface ProductCloseOutcome {
  productId: string;
  outcome: ProductOutcome;
  /** Units committed when the round closed (kept for the record, also for released products). */
  committedAtClose: number;
}

export type CloseDecision =
  { kind: 'extend'; closeAt: Date } | { kind: 'close'; outcomes: ProductCloseOutcome[] };

export interface RoundAtClose {
  endAction: RoundEndAction;
  /** Days "extend once" adds; ignored by the other actions. */
  extendDays?: number | null;
  /** True once the deadline has been moved: a round is extended at most once. */
  extended?: boolean;
  closeAt: When;
}

/**
 * What the round's end action does at its deadline.
 * - confirm_met: products that reached their MOQ are confirmed, the others released.
 * - confirm_all: every committed unit is confirmed, MOQ or not.
 * - extend_once: if any product is below its MOQ and the round was not extended yet, the
 *   deadline moves by its days; otherwise (and at the new deadline) it closes as confirm_met.
 * `byAdmin`: an admin's Close Round ends it now; it never extends.
 */
export function decideClose(
  round: RoundAtClose,
  products: ReadonlyArray<ProductAtClose>,
  options: { byAdmin?: boolean } = {},
): CloseDecision {
  const belowMoq = (p: ProductAtClose) => p.committed < p.moq;
  if (round.endAction === 'extend_once' && !round.extended && !options.byAdmin && products.some(belowMoq)) {
    const days = Math.min(
      EXTEND_DAYS_MAX,
      Math.max(EXTEND_DAYS_MIN, Math.floor(round.extendDays ?? EXTEND_DAYS_MIN)),
    );
    const from = time(round.closeAt) ?? 0;
    return { kind: 'extend', closeAt: new Date(from + days * DAY_MS) };
  }
  const confirmAll = round.endAction === 'confirm_all';
  return {
    kind: 'close',
    outcomes: products.map((p) => ({
      productId: p.productId,
      outcome: !belowMoq(p) ? 'met' : confirmAll ? 'confirmed' : 'released',
      committedAtClose: Math.max(0, p.committed),
    })),
  };
}

export type RoundOutcomeName = 'met' | 'confirmed' | 'released';
export interface RoundOutcomeCounts {
  met: number;
  confirmed: number;
  released: number;
}

/**
 * Products per outcome of a closed round, or null while none has one (before its close). The
 * supplier counts its round products, the admin the close event's outcomes: one count for both.
 */
export function outcomeCounts(
  products: readonly { outcome?: RoundOutcomeName | null }[] | undefined,
): RoundOutcomeCounts | null {
  if (!products?.some((p) => p.outcome)) return null;
  const count = (o: RoundOutcomeName) => products.filter((p) => p.outcome === o).length;
  return { met: count('met'), confirmed: count('confirmed'), released: count('released') };
}
