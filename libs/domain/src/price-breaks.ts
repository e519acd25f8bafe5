/**
 * Price breaks of a round product: the more the group commits, the less each unit
 * costs. A break is a committed quantity and the unit price from that quantity on. Everyone pays
 * the break the group reached: at placement an order line carries the price of that moment, and
 * when the round closes each line is re-priced at the final break, never upwards.
 *
 * Prices here are integer minor units (see money.ts).
 */
import { MINOR_PER_MAJOR, fromMinorUnits, toMinorUnits } from './money';

/** At most this many breaks per round product (the CSV's `Break 1..3 Qty/Price` columns). */
export const MAX_PRICE_BREAKS = 3;

export interface PriceBreak {
  /** Committed units (the whole group's) from which this price applies. */
  minQty: number;
  unitPriceMinor: number;
}

export type PriceBreakProblem =
  | { code: 'over_limit'; max: number }
  | { code: 'qty_not_whole'; index: number }
  | { code: 'price_not_positive'; index: number }
  | { code: 'qty_not_rising'; index: number }
  | { code: 'price_not_falling'; index: number }
  | { code: 'above_max_qty'; index: number; maxQty: number };

/**
 * What is wrong with a product's breaks, in order; [] when they are good. Quantities must be
 * whole and rise, prices must be positive and fall below the product's own price and each
 * other, and no break may lie above the product's max qty (it could never be reached).
 * `index` counts from 1, as the supplier numbers them ("Break 2").
 */
export function priceBreakProblems(
  basePriceMinor: number,
  breaks: ReadonlyArray<PriceBreak>,
  maxQty: number | null | undefined,
): PriceBreakProblem[] {
  const problems: PriceBreakProblem[] = [];
  if (breaks.length > MAX_PRICE_BREAKS) problems.push({ code: 'over_limit', max: MAX_PRICE_BREAKS });
  breaks.forEach((b, i) => {
    const index = i + 1;
    if (!Number.isInteger(b.minQty) || b.minQty < 1) problems.push({ code: 'qty_not_whole', index });
    if (!Number.isInteger(b.unitPriceMinor) || b.unitPriceMinor <= 0)
      problems.push({ code: 'price_not_positive', index });
    const previousQty = i === 0 ? 0 : breaks[i - 1].minQty;
    if (i > 0 && !(b.minQty > previousQty)) problems.push({ code: 'qty_not_rising', index });
    const previousPrice = i === 0 ? basePriceMinor : breaks[i - 1].unitPriceMinor;
    if (!(b.unitPriceMinor < previousPrice)) problems.push({ code: 'price_not_falling', index });
    if (maxQty != null && b.minQty > maxQty) problems.push({ code: 'above_max_qty', index, maxQty });
  });
  return problems;
}

/** The breaks in the order they apply (rising quantity); input order does not matter. */
function sorted(breaks: ReadonlyArray<PriceBreak>): PriceBreak[] {
  return [...breaks].sort((a, b) => a.minQty - b.minQty);
}

/** The unit price the group pays at a committed quantity: the lowest break reached, else the base. */
export function unitPriceAt(
  basePriceMinor: number,
  breaks: ReadonlyArray<PriceBreak>,
  committed: number,
): number {
  let price = basePriceMinor;
  for (const b of sorted(breaks)) if (committed >= b.minQty) price = Math.min(price, b.unitPriceMinor);
  return price;
}

export interface NextBreak {
  /** Units the group still has to commit to reach it ("32 more units to $9.50"). */
  unitsToGo: number;
  unitPriceMinor: number;
  minQty: number;
}

/** The next break above the committed quantity, or null when the last one is reached (or none). */
export function nextPriceBreak(breaks: ReadonlyArray<PriceBreak>, committed: number): NextBreak | null {
  const next = sorted(breaks).find((b) => b.minQty > committed);
  return next
    ? {
        unitsToGo: next.minQty - Math.max(0, committed),
        unitPriceMinor: next.unitPriceMinor,
        minQty: next.minQty,
      }
    : null;
}

/** The price of a line after the round's final break: the lower of the two, never upwards. */
export function repricedUnitPrice(placedUnitPriceMinor: number, finalUnitPriceMinor: number): number {
  return Math.min(placedUnitPriceMinor, finalUnitPriceMinor);
}

// ---- the wire's decimals ----------------------------------------------------------------------

/**
 * A break as events and the API carry it: the unit price as a two-decimal amount, like every
 * price on the wire. Each reader turns it into minor units here, once, before deciding anything.
 */
export interface DecimalPriceBreak {
  minQty: number;
  unitPrice: number;
}

/** Wire breaks in minor units, rising quantity; none for a product sold at one price. */
export function toMinorBreaks(breaks: ReadonlyArray<DecimalPriceBreak> | null | undefined): PriceBreak[] {
  return sorted((breaks ?? []).map((b) => ({ minQty: b.minQty, unitPriceMinor: toMinorUnits(b.unitPrice) })));
}

/** The unit price, in minor units, of a product the group has committed `committed` units of. */
export function groupUnitPriceMinor(
  unitPrice: number,
  breaks: ReadonlyArray<DecimalPriceBreak> | null | undefined,
  committed: number,
): number {
  return unitPriceAt(toMinorUnits(unitPrice), toMinorBreaks(breaks), committed);
}

/**
 * The break whose price the group pays at a committed quantity (its minimum quantity), or null
 * when no break is reached or none is below the product's own price.
 */
export function reachedBreakMinQty(
  unitPrice: number,
  breaks: ReadonlyArray<DecimalPriceBreak> | null | undefined,
  committed: number,
): number | null {
  const price = groupUnitPriceMinor(unitPrice, breaks, committed);
  if (price >= toMinorUnits(unitPrice)) return null;
  const reached = toMinorBreaks(breaks).filter((b) => committed >= b.minQty && b.unitPriceMinor === price);
  return reached[0]?.minQty ?? null;
}

/** What a buyer sees of a product's breaks at a committed total: the price now and the next break. */
export interface GroupPriceView {
  /** The price the group pays now (decimal). */
  unitPrice: number;
  /** The product's own price, when a break has brought the price below it (shown struck through). */
  listUnitPrice: number | null;
  next: { unitsToGo: number; unitPrice: number; minQty: number } | null;
}

export function groupPriceView(
  unitPrice: number,
  breaks: ReadonlyArray<DecimalPriceBreak> | null | undefined,
  committed: number,
): GroupPriceView {
  const minorBreaksList = toMinorBreaks(breaks);
  const baseMinor = toMinorUnits(unitPrice);
  const nowMinor = unitPriceAt(baseMinor, minorBreaksList, committed);
  const next = nextPriceBreak(minorBreaksList, committed);
  return {
    unitPrice: fromMinorUnits(nowMinor),
    listUnitPrice: nowMinor < baseMinor ? fromMinorUnits(baseMinor) : null,
    next: next && {
      unitsToGo: next.unitsToGo,
      unitPrice: fromMinorUnits(next.unitPriceMinor),
      minQty: next.minQty,
    },
  };
}

/**
 * The problems of breaks as the supplier typed them (decimals), for the round dialog, the CSV
 * and the service alike. A price with more than two decimals is refused rather than rounded.
 */
export function decimalPriceBreakProblems(
  unitPrice: number,
  breaks: ReadonlyArray<DecimalPriceBreak>,
  maxQty: number | null | undefined,
): PriceBreakProblem[] {
  const minor = breaks.map((b) => ({ minQty: b.minQty, unitPriceMinor: toMinorUnits(b.unitPrice) }));
  const problems = priceBreakProblems(toMinorUnits(unitPrice), minor, maxQty);
  breaks.forEach((b, i) => {
    if (Math.abs(b.unitPrice * MINOR_PER_MAJOR - minor[i].unitPriceMinor) > 1e-6)
      problems.push({ code: 'price_not_positive', index: i + 1 });
  });
  return problems;
}

/** One English sentence per problem (the service's problem+json detail; the UI translates codes). */
export function describePriceBreakProblem(problem: PriceBreakProblem): string {
  switch (problem.code) {
    case 'over_limit':
      return `At most ${problem.max} price breaks per product`;
    case 'qty_not_whole':
      return `Break ${problem.index}: the quantity must be a whole number of at least 1`;
    case 'price_not_positive':
      return `Break ${problem.index}: the price must be above 0 with at most two decimals`;
    case 'qty_not_rising':
      return `Break ${problem.index}: quantities must rise from one break to the next`;
    case 'price_not_falling':
      return `Break ${problem.index}: the price must be below the price before it`;
    case 'above_max_qty':
      return `Break ${problem.index}: the quantity is above the product's max qty (${problem.maxQty})`;
  }
}
