import { allocateMinor, fromMinorUnits, toMinorUnits } from './money';

/**
 * A round's freight shared among its buyers (issue 30): the supplier's estimate of the round's
 * freight cost, split across the standing orders by each order's gross weight or volume (the
 * supplier chooses), in cents that add up to the cost exactly (money's largest-remainder rule).
 * It is an estimate: orders still change until the round closes and the sale's real weights are
 * recorded.
 */

export type FreightBasisName = 'gross_weight' | 'volume';

export interface FreightOrder {
  id: string;
  lines: ReadonlyArray<{
    qty: number;
    grossWeightKg: number | null | undefined;
    cbm: number | null | undefined;
  }>;
}

/** Each order's share of `freightCost` (decimal), by order id; orders with nothing to weigh get 0. */
export function freightShares(
  freightCost: number,
  basis: FreightBasisName,
  orders: ReadonlyArray<FreightOrder>,
): Map<string, number> {
  const weights = orders.map((o) =>
    o.lines.reduce((sum, l) => sum + l.qty * ((basis === 'volume' ? l.cbm : l.grossWeightKg) ?? 0), 0),
  );
  const shares = allocateMinor(toMinorUnits(freightCost), weights);
  return new Map(orders.map((o, i) => [o.id, fromMinorUnits(shares[i])]));
}
