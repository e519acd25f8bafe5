import type { OrderItemSnapshot, RoundProductSnapshot } from '@marketplace/contracts';
import { roundMoney, sumMoney } from '@marketplace/domain';

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
    subtotal: roundMoney(product.unitPrice * qty),
    // Frozen with the order: the supplier's sale lines and both parties' invoices print them.
    size: product.size,
    color: product.color,
    material: product.material,
  }));
  return {
    items,
    totalValue: sumMoney(items.map((i) => i.subtotal)),
    totalUnits: items.reduce((sum, i) => sum + i.qty, 0),
    totalItems: items.length,
  };
}

/** A line's total in the cart, the same rule as an order line. */
export function lineTotal(unitPrice: number, qty: number): number {
  return roundMoney(unitPrice * qty);
}
