// What the benchmarks publish and how they summarise timings: a round as the supplier announces it
// (`supplier.round.approved.v1`), its products, and percentiles of sorted figures.
import { randomUUID } from 'node:crypto';
import { require as tsxRequire } from 'tsx/cjs/api';

// The specs' fixtures: a valid round and round product, with the benchmark's own names.
const fixtures = tsxRequire('../../../libs/contracts/src/fixtures.ts', import.meta.url);

/** A supplier round snapshot as `supplier.round.approved.v1` carries it. */
export function approvedRound({ id = randomUUID(), title, createdAt = new Date().toISOString(), products }) {
  return {
    round: fixtures.roundSummary({
      id,
      title,
      description: `Benchmark round ${title}`,
      supplierId: 'bench-supplier',
      supplierName: 'Bench Supplies',
      productCount: products.length,
      createdAt,
      version: 3,
    }),
    products,
  };
}

/** Product `i` of a benchmark round; `over` sets what a benchmark cares about (MOQ, id, price). */
export function product(i, over = {}) {
  return fixtures.roundProductSnapshot({
    id: `rp-${randomUUID()}`,
    productId: `p-${i}`,
    name: `Bench product ${i}`,
    sku: `SKU-${i}`,
    unitPrice: 9.99,
    ...over,
  });
}

/** The p-th percentile (nearest rank) of figures sorted ascending; NaN when there are none. */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
