import { averageMoqProgress, roundFill } from '@marketplace/domain';
import type {
  BuyerRoundRow,
  FreightBasis,
  RoundEndAction,
  RoundProductSnapshot,
} from '@marketplace/contracts';
import type { ProductOutcome } from '@marketplace/domain';

/**
 * A round that reached buyers (approved, later closed), as the buyer service reads it: products
 * embedded, a round is always read whole.
 */
export interface ListedRound {
  id: string;
  title: string;
  description: string | null;
  currency: string;
  openAt: string | null;
  closeAt: string | null;
  status: 'approved' | 'closed';
  supplierId: string;
  supplierName: string;
  createdAt: string;
  products: RoundProductSnapshot[];
  /** The supplier's end action; absent or null for rounds announced before it existed. */
  endAction?: RoundEndAction | null;
  extendDays?: number | null;
  extended?: boolean;
  /** Per round product, once the round closed with an outcome. */
  outcomes?: Record<string, ProductOutcome> | null;
  /** The supplier's freight estimate, shared among the round's orders on the buyer's reads. */
  freightCost?: number | null;
  freightBasis?: FreightBasis;
  /** Hours before closeAt of the last call; null: the default. */
  lastCallHours?: number | null;
  /** The supplier's series this round is an edition of (buyers may follow it); null: none. */
  seriesId?: string | null;
}

/** Newest first; ties by id so pages never overlap. */
export function newestFirst(a: ListedRound, b: ListedRound): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Explore Rounds search: title, description or supplier name contain the text, any case. */
export function matchesSearch(round: ListedRound, search: string | undefined): boolean {
  const term = search?.trim().toLocaleLowerCase();
  if (!term) return true;
  return [round.title, round.description ?? '', round.supplierName].some((text) =>
    text.toLocaleLowerCase().includes(term),
  );
}

export function roundRow(round: ListedRound, committedOf: (roundProductId: string) => number): BuyerRoundRow {
  return {
    id: round.id,
    title: round.title,
    description: round.description,
    currency: round.currency,
    openAt: round.openAt,
    closeAt: round.closeAt,
    status: round.status,
    supplierId: round.supplierId,
    supplierName: round.supplierName,
    productCount: round.products.length,
    ...(round.endAction
      ? { endAction: round.endAction, extendDays: round.extendDays ?? null, extended: !!round.extended }
      : {}),
    // The supplier's freight estimate: buyers weigh their landed price per unit by it.
    ...(round.freightCost
      ? { freightCost: round.freightCost, freightBasis: round.freightBasis ?? 'gross_weight' }
      : {}),
    averageProgress: averageMoqProgress(
      round.products.map((p) => ({ committed: committedOf(p.id), moq: p.moq })),
    ),
    fill: roundFill(
      round.products.map((p) => ({
        committed: committedOf(p.id),
        grossWeightKg: p.grossWeightKg ?? null,
        cbm: p.cbm ?? null,
      })),
    ),
    createdAt: round.createdAt,
    ...(round.seriesId && { seriesId: round.seriesId }),
  };
}
