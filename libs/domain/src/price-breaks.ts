/**
 * Price breaks of a round product (issue 30): the more the group commits, the less each unit
 * costs. A break is a committed quantity and the unit price from that quantity on. Everyone pays
 * the break the group reached: at placement an order line carries the price of that moment, and
 * when the round closes each line is re-priced at the final break, never upwards.
 *
 * Prices here are integer minor units (see money.ts).
 */

/** At most this many breaks per round product (the CSV's `Break 1..3 Qty/Price` columns). */
export const MAX_PRICE_BREAKS = 3;

export interface PriceBreak {
  /** Committed units (the whole group's) from which this price applies. */
  minQty: number;
  unitPriceMinor: number;
}

export type PriceBreakProblem =
  | { code: 'too_many'; max: number }
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
  if (breaks.length > MAX_PRICE_BREAKS) problems.push({ code: 'too_many', max: MAX_PRICE_BREAKS });
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
