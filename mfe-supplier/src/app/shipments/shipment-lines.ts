import type { LineToShip } from '@marketplace/contracts';

/** The next shipment's form: when, with whom, in which container, and the units of each line. */
export interface ShipmentValues {
  shippedOn?: { format(pattern: string): string } | null;
  carrier?: string;
  trackingRef?: string;
  container?: string;
  /** Units of each line (`lineKey`) in this shipment. */
  qty?: Record<string, number | null>;
}

/** A line's form field: one order line, whichever order it is on. */
export const lineKey = (line: Pick<LineToShip, 'orderId' | 'itemId'>) => `${line.orderId}/${line.itemId}`;
export const unitsLeft = (line: LineToShip) => Math.max(0, line.ordered - line.shipped);

export interface OrderLines {
  orderId: string;
  buyerCompanyName: string | null;
  lines: LineToShip[];
}

/** The round's lines by order, in the order the answer lists them. */
export function byOrder(lines: LineToShip[]): OrderLines[] {
  const orders = new Map<string, OrderLines>();
  for (const line of lines) {
    const order = orders.get(line.orderId) ?? {
      orderId: line.orderId,
      buyerCompanyName: line.buyerCompanyName,
      lines: [],
    };
    order.lines.push(line);
    orders.set(line.orderId, order);
  }
  return [...orders.values()];
}
