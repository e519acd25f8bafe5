/**
 * MOQ rules from the spec (§4, §5, §9), shared by the browser and the services so a progress
 * bar and a server check can never disagree.
 */

/** Percent of MOQ committed for one product, capped at 100. MOQ 0 counts as 0%. */
export function moqProgress(committed: number, moq: number): number {
  if (moq <= 0) return 0;
  return Math.min(100, (Math.max(0, committed) / moq) * 100);
}

/**
 * A round's average over its products as their own rows show them: the mean of each product's
 * progress (capped at 100), rounded; 0 without products. A card beside the rows must agree with
 * them, which the dashboard average (units over MOQ units) does not: there a large MOQ weighs more,
 * and a product past its MOQ lends its surplus to the others.
 */
export function meanMoqProgress(items: ReadonlyArray<{ committed: number; moq: number }>): number {
  if (!items.length) return 0;
  return Math.round(items.reduce((s, i) => s + moqProgress(i.committed, i.moq), 0) / items.length);
}

/** Dashboard average: rounded total committed over total MOQ × 100; 0 when total MOQ is 0. */
export function averageMoqProgress(items: ReadonlyArray<{ committed: number; moq: number }>): number {
  const moq = items.reduce((s, i) => s + i.moq, 0);
  if (moq <= 0) return 0;
  const committed = items.reduce((s, i) => s + i.committed, 0);
  return Math.round((committed / moq) * 100);
}

/**
 * The units a product's MOQ is judged on at the close: those in placed orders, never units only
 * in carts. Without the ordered figure (an older service), the committed units.
 */
export function unitsCountedAtClose(product: { committed: number; ordered?: number }): number {
  return product.ordered ?? product.committed;
}

export type MoqBand = 'met' | 'close' | 'danger';

/** Cart bands: met at 100% or more, close at 80–99%, danger below 80%. */
export function moqBand(committed: number, moq: number): MoqBand {
  const pct = moq <= 0 ? 0 : (committed / moq) * 100;
  if (pct >= 100) return 'met';
  if (pct >= 80) return 'close';
  return 'danger';
}

/** Units still missing to reach MOQ ('This product needs N more units to reach MOQ'). */
export function unitsToMoq(committed: number, moq: number): number {
  return Math.max(0, moq - committed);
}

/**
 * Round-dialog quantity: rounded to a multiple of units per pack, at least 0, and at most
 * max_qty when there is one (rounded down to a whole pack so the cap is never exceeded).
 */
export function roundToPack(qty: number, unitsPerPack: number, maxQty?: number | null): number {
  const pack = Math.max(1, Math.floor(unitsPerPack || 1));
  let rounded = Math.max(0, Math.round((Number.isFinite(qty) ? qty : 0) / pack) * pack);
  if (maxQty != null && maxQty >= 0 && rounded > maxQty) rounded = Math.floor(maxQty / pack) * pack;
  return rounded;
}

/** Packs needed for a quantity (sales detail): quantity ÷ units per pack, rounded up. */
export function packsFor(qty: number, unitsPerPack: number): number {
  return Math.ceil(qty / Math.max(1, unitsPerPack || 1));
}

/** A cart quantity must be a whole number of packs (the server refuses anything else). */
export function isWholePacks(qty: number, unitsPerPack: number): boolean {
  const pack = Math.max(1, Math.floor(unitsPerPack || 1));
  return Number.isInteger(qty) && qty % pack === 0;
}

/**
 * Units still available under a max qty, or null when there is no max. Never negative: a product
 * that another buyer filled up has 0 left.
 */
export function unitsLeft(committed: number, maxQty: number | null | undefined): number | null {
  if (maxQty == null) return null;
  return Math.max(0, maxQty - committed);
}
