import type { OrderItemSnapshot } from '@marketplace/contracts';
import { linesAfterShortfall, orderTotals, type LineCut } from '@marketplace/domain';

/**
 * The cuts of a round's confirmed shortfalls, by order and line. The buyer service takes them
 * off its orders when it hears of them; until the sales read model has that revision, whatever
 * the supplier bills, splits or ships from it reads the orders as delivered (`asDelivered`), so a
 * sent invoice's credit note, the freight split and what is left to ship never wait for it.
 */
export type CutsByOrder = ReadonlyMap<string, ReadonlyMap<string, LineCut>>;

export function cutsOf(
  shortfalls: ReadonlyArray<{
    lines: ReadonlyArray<{ orderId: string; itemId: string; cut: number; flexCut: number }>;
  }>,
): CutsByOrder {
  const byOrder = new Map<string, Map<string, LineCut>>();
  for (const shortfall of shortfalls)
    for (const line of shortfall.lines) {
      if (line.cut <= 0) continue;
      const lines = byOrder.get(line.orderId) ?? new Map<string, LineCut>();
      lines.set(line.itemId, { cut: line.cut, flexCut: line.flexCut });
      byOrder.set(line.orderId, lines);
    }
  return byOrder;
}

/**
 * The order with the cuts not yet on it taken off its lines, and its totals summed again. A line
 * that already records its shortfall (`shortDelivered`) or is gone is as delivered already.
 */
export function asDelivered<
  O extends {
    _id: string;
    items: OrderItemSnapshot[];
    totalValue: number;
    totalUnits: number;
    totalItems: number;
  },
>(order: O, cuts: CutsByOrder): O {
  const mine = cuts.get(order._id);
  if (!mine) return order;
  const { items, taken } = linesAfterShortfall(order.items, mine);
  return taken.length ? { ...order, items, ...orderTotals(items) } : order;
}
