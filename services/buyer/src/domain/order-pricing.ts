import type { OrderItemSnapshot, RoundProductSnapshot } from '@marketplace/contracts';

/** Money is kept in cents while adding up, so totals never drift by floating-point dust. */
const cents = (amount: number) => Math.round(amount * 100);

/**
 * Order lines and totals from the round's snapshot (never from the browser): unit price × qty
 * per line; totals are the sum of lines, the units, and the number of product lines.
 */
export function priceOrder(
  lines: ReadonlyArray<{ id: string; product: RoundProductSnapshot; qty: number }>,
): { items: OrderItemSnapshot[]; totalValue: number; totalUnits: number; totalItems: number } {
  const items = lines.map(({ id, product, qty }) => ({
    id,
    roundProductId: product.id,
    productId: product.productId,
    name: product.name,
    sku: product.sku,
    uom: product.uom,
    unitsPerPack: product.unitsPerPack,
    qty,
    unitPrice: product.unitPrice,
    subtotal: cents(product.unitPrice * qty) / 100,
    // Frozen with the order: the supplier's sale lines and both parties' invoices print them.
    size: product.size,
    color: product.color,
    material: product.material,
  }));
  return {
    items,
    totalValue: items.reduce((sum, i) => sum + cents(i.subtotal), 0) / 100,
    totalUnits: items.reduce((sum, i) => sum + i.qty, 0),
    totalItems: items.length,
  };
}

/** A line's total in the cart, the same rule as an order line. */
export function lineTotal(unitPrice: number, qty: number): number {
  return cents(unitPrice * qty) / 100;
}
