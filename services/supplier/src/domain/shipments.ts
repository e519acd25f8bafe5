import type { LineToShip, RecordShipmentBody, Shipment } from '@marketplace/contracts';
import { supplierInvoiceCode } from '@marketplace/domain';

/** `SH-<supplier code>-000001`: the supplier's own running count, with the code its invoices carry. */
export function shipmentNumberOf(supplierId: string, sequence: number): string {
  return `SH-${supplierInvoiceCode(supplierId)}-${String(sequence).padStart(6, '0')}`;
}

/** One order line, whichever shipment or order names it. */
export const lineKey = (orderId: string, itemId: string): string => `${orderId}\u0000${itemId}`;

/** Units that have left so far per order line (`lineKey`), over the given shipments. */
export function shippedByLine(shipments: ReadonlyArray<Pick<Shipment, 'lines'>>): Map<string, number> {
  const shipped = new Map<string, number>();
  for (const shipment of shipments)
    for (const line of shipment.lines) {
      const key = lineKey(line.orderId, line.itemId);
      shipped.set(key, (shipped.get(key) ?? 0) + line.qty);
    }
  return shipped;
}

/** A sold line of the round, and whether its order may still ship (approved, partially shipped). */
export interface SoldLine extends LineToShip {
  shippable: boolean;
}

/** Units of a line still to ship (never below 0, whatever was recorded). */
export const unitsLeft = (line: Pick<LineToShip, 'ordered' | 'shipped'>): number =>
  Math.max(0, line.ordered - line.shipped);

export type ShipmentRefusal =
  | { kind: 'line_repeated'; index: number }
  | { kind: 'line_not_sold'; index: number }
  | { kind: 'over_ordered'; index: number; name: string; left: number };

/**
 * Why a shipment cannot be recorded, or null: an order line named twice, a line that is not a
 * sold line of the round whose order may still ship, more units than are left on a line. Each
 * check runs over every line before the next, so the answer names the first line of the first
 * reason.
 */
export function shipmentRefusal(
  lines: RecordShipmentBody['lines'],
  sold: ReadonlyMap<string, SoldLine>,
): ShipmentRefusal | null {
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    const key = lineKey(line.orderId, line.itemId);
    if (seen.has(key)) return { kind: 'line_repeated', index };
    seen.add(key);
  }
  for (const [index, line] of lines.entries())
    if (!sold.get(lineKey(line.orderId, line.itemId))?.shippable) return { kind: 'line_not_sold', index };
  for (const [index, line] of lines.entries()) {
    const soldLine = sold.get(lineKey(line.orderId, line.itemId))!;
    const left = unitsLeft(soldLine);
    if (line.qty > left) return { kind: 'over_ordered', index, name: soldLine.name, left };
  }
  return null;
}
