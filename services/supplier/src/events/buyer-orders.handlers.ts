import {
  orderDecidedV1,
  orderDeliveredV1,
  orderPlacedV1,
  orderRevisedV1,
  orderShippedV1,
} from '@marketplace/contracts';
import { on, type EventHandler } from '@marketplace/service-kit/messaging';
import type { SupplierContext } from '../context';
import { tellSupplierOfOrder } from '../use-cases/order-notices';
import { saveSalesOrder } from '../use-cases/sales';

/**
 * Keeps the sales read model of orders, and tells the round's supplier when an order on it is
 * placed or approved. This consumer is the only writer of `sales_orders` and of Sales History's
 * day tallies, settled after each write (`saveSalesOrder`); the order's own `version` decides,
 * so a late `placed` never undoes a `decided`.
 */
export function buyerOrderHandlers(ctx: SupplierContext): EventHandler[] {
  // A round's close may revise an order (released lines, new totals, cancelled when empty).
  return [
    on(orderPlacedV1, async (e) => {
      await saveSalesOrder(ctx, e.data);
      await tellSupplierOfOrder(ctx, 'supplier_order_placed', e.data, e.data.createdAt, '/supplier/rounds');
    }),
    on(orderDecidedV1, async (e) => {
      await saveSalesOrder(ctx, e.data);
      if (e.data.status === 'approved')
        await tellSupplierOfOrder(
          ctx,
          'supplier_order_approved',
          e.data,
          e.data.decidedAt ?? e.occurredAt,
          '/supplier/sales',
        );
    }),
    // Nothing but the read model (stored only when newer, its tallies following `listedAs`) and the
    // invoice that follows it: a copy seen again changes nothing, so no inbox is kept for these.
    on(orderRevisedV1, (e) => saveSalesOrder(ctx, e.data), { idempotent: true }),
    // On to the end: what left and what arrived, as the buyer service recorded it.
    on(orderShippedV1, (e) => saveSalesOrder(ctx, e.data), { idempotent: true }),
    on(orderDeliveredV1, (e) => saveSalesOrder(ctx, e.data), { idempotent: true }),
  ];
}
