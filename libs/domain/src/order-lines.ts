import type { OrderItemSnapshot } from '@marketplace/contracts';
import { fromMinorUnits, lineTotalMinor, toMinorUnits } from './money';

/**
 * An order's lines after the round's close: units taken off a line keep its own unit price, to the
 * cent, and the order's totals are the sum of its lines. The buyer service (which owns orders) and
 * the supplier's invoice (which must bill the same figures before the buyer's revision reaches
 * it) both take units off this way.
 */

/** An order's totals from its lines, summed in minor units. */
export function orderTotals(items: ReadonlyArray<Pick<OrderItemSnapshot, 'subtotal' | 'qty'>>): {
  totalValue: number;
  totalUnits: number;
  totalItems: number;
} {
  return {
    totalValue: fromMinorUnits(items.reduce((sum, i) => sum + toMinorUnits(i.subtotal), 0)),
    totalUnits: items.reduce((sum, i) => sum + i.qty, 0),
    totalItems: items.length,
  };
}

/** A line with `qty` units at its own unit price: its subtotal to the cent. */
export function lineAt(item: OrderItemSnapshot, qty: number): OrderItemSnapshot {
  return { ...item, qty, subtotal: fromMinorUnits(lineTotalMinor(toMinorUnits(item.unitPrice), qty)) };
}

/** One line's cut by a product delivered short: units taken off, `flexCut` of them flexible. */
export interface LineCut {
  cut: number;
  flexCut: number;
}

/**
 * The order's lines with a shortfall's cuts taken off (by line id): each cut line keeps its unit
 * price, loses `cut` units (flexible ones from `flexCalled` first) and records them in
 * `shortDelivered`; a line left with nothing leaves the lines. A line that already records a
 * shortfall is left as it is (a product is delivered short once), so applying twice is applying once.
 */
export function linesAfterShortfall(
  items: ReadonlyArray<OrderItemSnapshot>,
  cuts: ReadonlyMap<string, LineCut>,
): {
  items: OrderItemSnapshot[];
  taken: Array<{ itemId: string; name: string; units: number; flexUnits: number }>;
} {
  const taken: Array<{ itemId: string; name: string; units: number; flexUnits: number }> = [];
  const after = items.flatMap((item): OrderItemSnapshot[] => {
    const cut = cuts.get(item.id);
    if (!cut || cut.cut <= 0 || item.shortDelivered) return [item];
    const units = Math.min(cut.cut, item.qty);
    const flexUnits = Math.min(cut.flexCut, units, item.flexCalled ?? 0);
    taken.push({ itemId: item.id, name: item.name, units, flexUnits });
    if (units === item.qty) return [];
    const line = { ...lineAt(item, item.qty - units), shortDelivered: units };
    if (item.flexCalled) line.flexCalled = item.flexCalled - flexUnits;
    return [line];
  });
  return { items: after, taken };
}
