import type { OrderItemSnapshot, RoundProductSnapshot } from '@marketplace/contracts';
import {
  fromMinorUnits,
  groupUnitPriceMinor,
  lineTotalMinor,
  orderTotals,
  repricedUnitPrice,
  toMinorUnits,
} from '@marketplace/domain';

/**
 * Order lines and totals from the round's snapshot (never from the browser). Money is decided in
 * integer minor units (libs/domain money): unit price × qty per line, the order's total the sum
 * of its lines, so every figure shown adds up to the cent; decimals only on the wire.
 *
 * A product with price breaks is priced at the break the whole group has reached when
 * the order is placed (`committed`, the ledger's total, this buyer's units included).
 */
export function priceOrder(
  lines: ReadonlyArray<{
    id: string;
    product: RoundProductSnapshot;
    qty: number;
    committed: number;
    /** Flexible units the buyer offers with the line. */
    flex?: number;
  }>,
): { items: OrderItemSnapshot[]; totalValue: number; totalUnits: number; totalItems: number } {
  const items = lines.map(({ id, product, qty, committed, flex }) => {
    const unitPriceMinor = groupUnitPriceMinor(product.unitPrice, product.priceBreaks, committed);
    return {
      id,
      roundProductId: product.id,
      productId: product.productId,
      name: product.name,
      sku: product.sku,
      uom: product.uom,
      unitsPerPack: product.unitsPerPack,
      qty,
      ...pricedAt(unitPriceMinor, qty, product.unitPrice),
      // Frozen with the order: the supplier's sale lines and both parties' invoices print them.
      size: product.size,
      color: product.color,
      material: product.material,
      ...(flex ? { flex } : {}),
    };
  });
  return { items, ...orderTotals(items) };
}

/** A line's price fields at a unit price in minor units: the struck-through list price when lower. */
function pricedAt(
  unitPriceMinor: number,
  qty: number,
  listUnitPrice: number,
): Pick<OrderItemSnapshot, 'unitPrice' | 'subtotal' | 'listUnitPrice'> {
  return {
    unitPrice: fromMinorUnits(unitPriceMinor),
    subtotal: fromMinorUnits(lineTotalMinor(unitPriceMinor, qty)),
    ...(unitPriceMinor < toMinorUnits(listUnitPrice) && { listUnitPrice }),
  };
}

/** An order's totals: libs/domain's, the one sum every reader of the lines uses. */
export { orderTotals };

/**
 * Everyone pays the break the group reached: at the close each line is re-priced at
 * its product's final break — the price at the committed total at close — never upwards. A line
 * keeps its round list price (`listUnitPrice`) to show struck through. Returns null when no line
 * changes, so a round without breaks revises nothing.
 */
export function repriceAtClose(
  items: ReadonlyArray<OrderItemSnapshot>,
  products: ReadonlyArray<RoundProductSnapshot>,
  committedAtClose: ReadonlyMap<string, number>,
): OrderItemSnapshot[] | null {
  let changed = false;
  const repriced = items.map((item) => {
    const product = products.find((p) => p.id === item.roundProductId);
    const committed = committedAtClose.get(item.roundProductId);
    if (!product?.priceBreaks?.length || committed === undefined) return item;
    const placedMinor = toMinorUnits(item.unitPrice);
    const finalMinor = repricedUnitPrice(
      placedMinor,
      groupUnitPriceMinor(product.unitPrice, product.priceBreaks, committed),
    );
    if (finalMinor === placedMinor) return item;
    changed = true;
    return { ...item, ...pricedAt(finalMinor, item.qty, item.listUnitPrice ?? product.unitPrice) };
  });
  return changed ? repriced : null;
}

/**
 * A line with the flexible units the close called in: they join its quantity at the
 * line's price (the close re-prices the line at the final break after), once.
 */
export function withCalledFlex(item: OrderItemSnapshot, units: number): OrderItemSnapshot {
  if (units <= 0 || item.flexCalled) return item;
  const qty = item.qty + units;
  return {
    ...item,
    qty,
    flexCalled: units,
    ...pricedAt(toMinorUnits(item.unitPrice), qty, item.listUnitPrice ?? item.unitPrice),
  };
}

/** A cart line's total: the same rule as an order line, at the group's price now. */
export function cartLineTotal(product: RoundProductSnapshot, qty: number, committed: number): number {
  return fromMinorUnits(
    lineTotalMinor(groupUnitPriceMinor(product.unitPrice, product.priceBreaks, committed), qty),
  );
}

/**
 * A line with `units` the supplier credited after receipt taken off: its quantity (never below
 * nothing) and its subtotal at the line's own unit price, in minor units, and the units added to
 * `credited`. `units` is what was actually taken off (no more than the line held); `item` is null
 * when nothing is left to pay for on the line.
 */
export function creditedLine(
  item: OrderItemSnapshot,
  units: number,
): { item: OrderItemSnapshot | null; units: number } {
  const taken = Math.min(Math.max(units, 0), item.qty);
  if (taken === 0) return { item, units: 0 };
  const qty = item.qty - taken;
  if (qty === 0) return { item: null, units: taken };
  return {
    item: {
      ...item,
      qty,
      credited: (item.credited ?? 0) + taken,
      ...pricedAt(toMinorUnits(item.unitPrice), qty, item.listUnitPrice ?? item.unitPrice),
    },
    units: taken,
  };
}
