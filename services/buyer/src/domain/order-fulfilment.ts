import type {
  ConfirmReceiptBody,
  InvoiceStatus,
  OrderItemSnapshot,
  ShipmentLine,
} from '@marketplace/contracts';

/**
 * An order's way to the end after its round's close, as pure rules: the supplier's shipments add
 * up on its lines, the buyer's receipt says what arrived, and its invoices being paid ends it.
 */

/** Units of one order line a shipment carried. */
export interface CarriedLine {
  itemId: string;
  name: string;
  qty: number;
}

/**
 * The order's lines with a shipment's units added to what has left of each (`shipped`), what it
 * carried of this order (one entry per line, in the order's line order), and the item ids it
 * named that are not lines of the order.
 */
export function shipLines(
  items: readonly OrderItemSnapshot[],
  lines: readonly Pick<ShipmentLine, 'itemId' | 'qty'>[],
): { items: OrderItemSnapshot[]; carried: CarriedLine[]; unknown: string[] } {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.itemId, (units.get(line.itemId) ?? 0) + line.qty);
  const known = new Set(items.map((i) => i.id));
  const carried: CarriedLine[] = [];
  const shipped = items.map((item) => {
    const qty = units.get(item.id) ?? 0;
    if (qty <= 0) return item;
    carried.push({ itemId: item.id, name: item.name, qty });
    return { ...item, shipped: (item.shipped ?? 0) + qty };
  });
  return { items: shipped, carried, unknown: [...units.keys()].filter((id) => !known.has(id)) };
}

/** Every unit of every line has left: the order is shipped (else partially shipped). */
export function fullyShipped(items: readonly OrderItemSnapshot[]): boolean {
  return items.every((item) => (item.shipped ?? 0) >= item.qty);
}

/** Why a receipt cannot be taken as it is. */
export type ReceiptRefusal =
  | { reason: 'unknown_line'; itemId: string }
  | { reason: 'repeated_line'; itemId: string }
  | { reason: 'over_shipped'; itemId: string; name: string; shipped: number };

/**
 * The order's lines with what the buyer found on receipt: a line named has its units received and
 * damaged, the rest of what was shipped on it short; a line left out arrived in full. A line named
 * twice, a line not of the order, or more units counted than were shipped is refused.
 */
export function receivedLines(
  items: readonly OrderItemSnapshot[],
  lines: ConfirmReceiptBody['lines'],
): { items: OrderItemSnapshot[] } | { refusal: ReceiptRefusal } {
  const named = new Map<string, ConfirmReceiptBody['lines'][number]>();
  for (const line of lines) {
    const item = items.find((i) => i.id === line.itemId);
    if (!item) return { refusal: { reason: 'unknown_line', itemId: line.itemId } };
    if (named.has(line.itemId)) return { refusal: { reason: 'repeated_line', itemId: line.itemId } };
    const shipped = item.shipped ?? 0;
    if (line.received + line.damaged > shipped)
      return { refusal: { reason: 'over_shipped', itemId: item.id, name: item.name, shipped } };
    named.set(line.itemId, line);
  }
  return {
    items: items.map((item) => {
      const shipped = item.shipped ?? 0;
      const line = named.get(item.id);
      const received = line ? line.received : shipped;
      const damaged = line ? line.damaged : 0;
      return {
        ...item,
        receipt: { received, damaged, short: shipped - received - damaged, note: line?.note ?? null },
      };
    }),
  };
}

/** Units short or damaged over the whole receipt (what the supplier's notice counts). */
export function receiptIssues(items: readonly OrderItemSnapshot[]): number {
  return items.reduce((sum, item) => sum + (item.receipt ? item.receipt.short + item.receipt.damaged : 0), 0);
}

/**
 * Every invoice of the order that still stands (not cancelled) is paid, and it has at least one:
 * with the goods delivered, the order is complete.
 */
export function invoicesSettled(invoices: readonly { status: InvoiceStatus }[]): boolean {
  const standing = invoices.filter((i) => i.status !== 'cancelled');
  return standing.length > 0 && standing.every((i) => i.status === 'paid');
}
