const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/**
 * The compact notation's largest unit is the trillion: past a thousand trillion it reads
 * "$1,000,000T". The bounds keep one order below 5e13 dollars; a sum of many is
 * written out whole rather than as trillions of trillions.
 */
const COMPACT_LIMIT = 1e15;
const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Platform Volume (spec §2.6 "compact currency"; §9 USD, en-US): `$950`, `$12.5K`, `$3.2M`. */
export function formatCompactUsd(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return Math.abs(value) >= COMPACT_LIMIT ? wholeUsd.format(value) : compactUsd.format(value);
}
