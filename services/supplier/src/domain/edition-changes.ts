import {
  DEFAULT_END_ACTION,
  type EditionChange,
  type PriceBreakView,
  type RoundEndAction,
  type RoundProductSnapshot,
} from '@marketplace/contracts';
import type { RoundDoc } from '../data/round.model';

/** One product of a series' edition as two editions are compared: by catalogue product. */
export interface EditionProduct {
  productId: string;
  name: string;
  /** The price it was (or would now be) approved at; null when not known. */
  unitPrice: number | null;
  moq: number;
  maxQty: number | null;
  priceBreaks: readonly PriceBreakView[];
}

/** An edition's terms a buyer commits to, as far as two editions are compared. */
export interface EditionTerms {
  freightCost: number | null;
  endAction: RoundEndAction;
  products: readonly EditionProduct[];
}

/**
 * Whether a round reached buyers. A rejection also leaves a round closed, so a closed round
 * counts only when something shows it was approved first: its approval time, the close of an
 * approved round (`closedBy`), or the prices kept at approval.
 */
export function reachedBuyers(
  round: Pick<RoundDoc, 'status' | 'approvedAt' | 'closedBy' | 'products'>,
): boolean {
  if (round.status === 'approved') return true;
  if (round.status !== 'closed') return false;
  return !!round.approvedAt || !!round.closedBy || round.products.some((p) => !!p.atApproval);
}

/**
 * What differs from `last` (the series' edition approved before) to `next` (the one reviewed):
 * round terms first, then the products in `next`'s order (added or changed), then those dropped.
 */
export function editionChanges(last: EditionTerms, next: EditionTerms): EditionChange[] {
  const before = new Map(last.products.map((p) => [p.productId, p]));
  const kept = new Set(next.products.map((p) => p.productId));
  return [
    ...roundChanges(last, next),
    ...next.products.flatMap((p): EditionChange[] => {
      const was = before.get(p.productId);
      return was ? productChanges(was, p) : [{ kind: 'product_added', name: p.name }];
    }),
    ...last.products
      .filter((p) => !kept.has(p.productId))
      .map((p): EditionChange => ({ kind: 'product_removed', name: p.name })),
  ];
}

function roundChanges(last: EditionTerms, next: EditionTerms): EditionChange[] {
  const changes: EditionChange[] = [];
  if (last.freightCost !== next.freightCost)
    changes.push({ kind: 'freight_cost', from: last.freightCost, to: next.freightCost });
  if (last.endAction !== next.endAction)
    changes.push({ kind: 'end_action', from: last.endAction, to: next.endAction });
  return changes;
}

function productChanges(was: EditionProduct, now: EditionProduct): EditionChange[] {
  const name = now.name;
  const changes: EditionChange[] = [];
  // An edition approved before prices were kept has no price to compare with.
  if (was.unitPrice !== null && now.unitPrice !== null && was.unitPrice !== now.unitPrice)
    changes.push({ kind: 'unit_price', name, from: was.unitPrice, to: now.unitPrice });
  if (was.moq !== now.moq) changes.push({ kind: 'moq', name, from: was.moq, to: now.moq });
  if (was.maxQty !== now.maxQty) changes.push({ kind: 'max_qty', name, from: was.maxQty, to: now.maxQty });
  if (!sameBreaks(was.priceBreaks, now.priceBreaks)) changes.push({ kind: 'price_breaks', name });
  return changes;
}

const sameBreaks = (a: readonly PriceBreakView[], b: readonly PriceBreakView[]) =>
  a.length === b.length && a.every((x, i) => x.minQty === b[i]!.minQty && x.unitPrice === b[i]!.unitPrice);

/** The admin's review reads a freight of 0 as none given: no change between the two. */
const freightOf = (round: Pick<RoundDoc, 'freightCost'>) => round.freightCost || null;

/** The edition under review as approving it now would freeze it (its approval snapshot). */
export function reviewedTerms(
  round: Pick<RoundDoc, 'freightCost' | 'endAction'>,
  snapshot: readonly RoundProductSnapshot[],
): EditionTerms {
  return {
    freightCost: freightOf(round),
    endAction: round.endAction ?? DEFAULT_END_ACTION,
    products: snapshot.map((p) => ({
      productId: p.productId,
      name: p.name,
      unitPrice: p.unitPrice,
      moq: p.moq,
      maxQty: p.maxQty ?? null,
      priceBreaks: p.priceBreaks ?? [],
    })),
  };
}

/**
 * An approved edition as it was approved. Rounds keep no product names: `names` are the
 * catalogue's, and a product since deleted shows its id.
 */
export function approvedTerms(
  round: Pick<RoundDoc, 'freightCost' | 'endAction' | 'products'>,
  names: ReadonlyMap<string, string>,
): EditionTerms {
  return {
    freightCost: freightOf(round),
    endAction: round.endAction ?? DEFAULT_END_ACTION,
    products: round.products.map((p) => ({
      productId: p.productId,
      name: names.get(p.productId) ?? p.productId,
      unitPrice: p.atApproval?.unitPrice ?? null,
      moq: p.moq,
      maxQty: p.maxQty ?? null,
      priceBreaks: p.priceBreaks ?? [],
    })),
  };
}
