/**
 * Money as integer minor units (cents) through the whole buying path, with one rounding rule.
 *
 * Prices arrive as decimals (the catalogue, the CSV, the round dialog) and are shown as decimals
 * (spec §5: two decimals in every currency the UI displays). Everything in between — unit
 * prices, line totals, order totals, re-pricing at a price break, freight shares — is an integer
 * number of cents, so a sum of lines is exactly the order's total and no figure drifts by a cent
 * between the buyer, the supplier's sale and the proforma invoice.
 *
 * The one rounding rule: half away from zero, applied once, when a decimal becomes minor units.
 */

/** Minor units per major unit. Spec §5 shows every currency with exactly two decimals. */
export const MINOR_PER_MAJOR = 100;

/**
 * A decimal amount in cents, rounded half away from zero (1.005 → 101, -0.125 → -13).
 *
 * Doubles cannot hold most decimals exactly (1.005 is 1.00499999999999989…), so multiplying by
 * 100 and rounding would lose the half cent. Printing the value to 10 decimals first gives back
 * the decimal that was typed (the error of a double near a price is far below 1e-10), and the
 * rounding is then done on those digits.
 */
export function toMinorUnits(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`not a finite amount: ${amount}`);
  const [whole, fraction] = Math.abs(amount).toFixed(10).split('.');
  const cents = Number(whole) * MINOR_PER_MAJOR + Number(fraction.slice(0, 2));
  const roundsUp = Number(fraction[2]) >= 5;
  const magnitude = cents + (roundsUp ? 1 : 0);
  return amount < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** Cents back to a decimal for display or for a JSON field that carries decimals. */
export function fromMinorUnits(minor: number): number {
  return minor / MINOR_PER_MAJOR;
}

/** A decimal rounded to cents by the one rule (for figures that stay decimals on the wire). */
export function roundMoney(amount: number): number {
  return fromMinorUnits(toMinorUnits(amount));
}

/**
 * The sum of decimal amounts, each taken to cents by the one rounding rule first, so a total is
 * exactly the sum of the figures shown beside it (order lines, cart lines, a buyer's orders).
 */
export function sumMoney(amounts: Iterable<number>): number {
  let minor = 0;
  for (const amount of amounts) minor += toMinorUnits(amount);
  return fromMinorUnits(minor);
}

/** Unit price × quantity, exact: both integers. */
export function lineTotalMinor(unitPriceMinor: number, qty: number): number {
  return unitPriceMinor * qty;
}

/**
 * Splits a total in cents by weights so that the shares add up to the total exactly (largest
 * remainder: each share is rounded down, and the cents left over go to the largest remainders,
 * earliest first on ties). Used to share a round's freight among its buyers. Weights of 0 get 0;
 * when every weight is 0 nobody gets anything, since there is nothing to share it by.
 */
export function allocateMinor(totalMinor: number, weights: ReadonlyArray<number>): number[] {
  if (!Number.isInteger(totalMinor)) throw new RangeError('the total must be whole minor units');
  const clean = weights.map((w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const sum = clean.reduce((s, w) => s + w, 0);
  if (sum === 0) return clean.map(() => 0);
  const sign = totalMinor < 0 ? -1 : 1;
  const total = Math.abs(totalMinor);
  const exact = clean.map((w) => (total * w) / sum);
  const shares = exact.map((e) => Math.floor(e));
  let left = total - shares.reduce((s, v) => s + v, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, remainder: e - Math.floor(e) }))
    .filter(({ i }) => clean[i] > 0)
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares.map((s) => s * sign);
}
