import { orderDecidedV1, orderPlacedV1, orderRevisedV1, type OrderSnapshot } from '@marketplace/contracts';
import { applyNewerVersion, on, type EventHandler } from '@marketplace/service-kit';
import type { OrderRowDoc, OrderRowModel } from '../data/moderation.model';

export function orderRow(order: OrderSnapshot): OrderRowDoc {
  return {
    _id: order.id,
    buyerId: order.buyerId,
    roundId: order.roundId,
    roundTitle: order.roundTitle,
    supplierId: order.supplierId,
    supplierName: order.supplierName,
    currency: order.currency,
    status: order.status,
    totalValue: order.totalValue,
    totalUnits: order.totalUnits,
    totalItems: order.totalItems,
    items: order.items.map(
      ({ id, roundProductId, name, sku, uom, qty, unitPrice, subtotal, flex, flexCalled }) => ({
        id,
        // Keys the round's measures for the order's freight share.
        roundProductId,
        name,
        sku,
        uom,
        qty,
        unitPrice,
        subtotal,
        // The buyer's flexible units and those the close called in.
        ...(flex ? { flex } : {}),
        ...(flexCalled ? { flexCalled } : {}),
      }),
    ),
    createdAt: new Date(order.createdAt),
    decidedAt: order.decidedAt ? new Date(order.decidedAt) : null,
    ...(order.timeline?.length ? { timeline: order.timeline } : {}),
    version: order.version,
  };
}

/** Keeps the orders read model; both events carry the whole order, guarded by its version. */
export function buyerOrderHandlers(orders: OrderRowModel): EventHandler[] {
  async function apply(order: OrderSnapshot) {
    await applyNewerVersion(orders, order.id, order.version, orderRow(order));
  }
  // A round's close may revise an order (released lines, new totals, cancelled when empty).
  return [
    on(orderPlacedV1, (e) => apply(e.data)),
    on(orderDecidedV1, (e) => apply(e.data)),
    on(orderRevisedV1, (e) => apply(e.data)),
  ];
}
