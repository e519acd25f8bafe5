import { allocateMinor, fromMinorUnits, toMinorUnits } from './money';
import { sharesFreight } from './order-status';

/**
 * A round's freight shared among its buyers: the supplier's estimate of the round's
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

/**
 * Each standing order's share of a round's freight: the round's cost over the
 * orders that share it (order-status `sharesFreight`: the buyer's estimate and the supplier's invoice split it over the same orders), by the gross weight or volume of their lines
 * at the round's per-unit measures (its approval snapshot). One composition for every
 * reader of the share (the buyer's order, the supplier's invoice); null without a freight cost.
 */
export function roundFreightShares(
  round: {
    freightCost?: number | null;
    freightBasis?: FreightBasisName | null;
    products: ReadonlyArray<{ id: string; grossWeightKg?: number | null; cbm?: number | null }>;
  },
  orders: ReadonlyArray<{
    id: string;
    status: string;
    items: ReadonlyArray<{ roundProductId: string; qty: number }>;
  }>,
): { basis: FreightBasisName; shares: Map<string, number> } | null {
  if (!round.freightCost) return null;
  const basis = round.freightBasis ?? 'gross_weight';
  const measures = new Map(round.products.map((p) => [p.id, p]));
  const sharing = orders.filter((o) => sharesFreight(o.status));
  const shares = freightShares(
    round.freightCost,
    basis,
    sharing.map((o) => ({
      id: o.id,
      lines: o.items.map((i) => ({
        qty: i.qty,
        grossWeightKg: measures.get(i.roundProductId)?.grossWeightKg,
        cbm: measures.get(i.roundProductId)?.cbm,
      })),
    })),
  );
  return { basis, shares };
}
