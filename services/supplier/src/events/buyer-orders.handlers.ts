import { orderDecidedV1, orderPlacedV1, orderRevisedV1, type OrderSnapshot } from '@marketplace/contracts';
import { on, type EventHandler } from '@marketplace/service-kit';
import type { SalesOrderModel } from '../data/sales-order.model';

/**
 * Keeps the sales read model of orders. This consumer is the only writer of `sales_orders`; the
 * order's own `version` decides, so a late `placed` never undoes a `decided`.
 */
export function buyerOrderHandlers(orders: SalesOrderModel): EventHandler[] {
  async function apply(order: OrderSnapshot) {
    const current = await orders.findById(order.id, { version: 1 }).lean();
    if (current && current.version >= order.version) return;
    const { id, supplierName: _supplierName, ...rest } = order;
    await orders.replaceOne(
      { _id: id },
      {
        ...rest,
        createdAt: new Date(order.createdAt),
        decidedAt: order.decidedAt ? new Date(order.decidedAt) : null,
      },
      { upsert: true },
    );
  }
  // A round's close may revise an order (released lines, new totals, cancelled when empty).
  return [
    on(orderPlacedV1, (e) => apply(e.data)),
    on(orderDecidedV1, (e) => apply(e.data)),
    on(orderRevisedV1, (e) => apply(e.data)),
  ];
}
