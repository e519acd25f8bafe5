const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** Platform Volume (spec §2.6 "compact currency"; §9 USD, en-US): `$950`, `$12.5K`, `$3.2M`. */
export function formatCompactUsd(amount: number): string {
  return compactUsd.format(Number.isFinite(amount) ? amount : 0);
}
