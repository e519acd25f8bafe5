import {
  orderDecidedV1,
  orderPlacedV1,
  orderRevisedV1,
  supplierNotificationRequestedV1,
  type NotificationKind,
  type OrderSnapshot,
} from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import {
  applyNewerVersion,
  createEvent,
  isDuplicateKey,
  on,
  type EventHandler,
  type Outbox,
} from '@marketplace/service-kit';
import { PRODUCER } from '../config';
import type { SalesOrderModel } from '../data/sales-order.model';

/**
 * Orders on one round placed (or approved) within this window make one notice to the supplier's
 * company, naming the first: a rush of orders is one line in the bell, not one per order (the
 * same grouping the admin's order_placed notice uses, issue 39).
 */
export const SUPPLIER_ORDER_NOTICE_WINDOW_MS = 15 * 60 * 1000;
const NOTICES_COLLECTION = 'order_notices';

/**
 * Keeps the sales read model of orders, and tells the round's supplier when an order on it is
 * placed or approved (issue 39). This consumer is the only writer of `sales_orders`; the order's
 * own `version` decides, so a late `placed` never undoes a `decided`.
 */
export function buyerOrderHandlers(orders: SalesOrderModel, outbox: Outbox): EventHandler[] {
  async function apply(order: OrderSnapshot) {
    const { id, supplierName: _supplierName, ...rest } = order;
    await applyNewerVersion(orders, id, order.version, {
      ...rest,
      createdAt: new Date(order.createdAt),
      decidedAt: order.decidedAt ? new Date(order.decidedAt) : null,
    });
  }

  const notices = orders.db.collection<{ _id: string; at: Date; _events: string[] }>(NOTICES_COLLECTION);
  /**
   * One notice per round, kind and window. The window comes from the order's own time (placed or
   * decided), so a redelivered event lands in the same one; the key's unique `_id` makes the
   * request once across replicas, and the outbox publishes it if and only if it was recorded.
   */
  async function tellSupplier(kind: NotificationKind, order: OrderSnapshot, at: string, link: string) {
    const window = Math.floor(new Date(at).getTime() / SUPPLIER_ORDER_NOTICE_WINDOW_MS);
    const key = `${kind}:${order.roundId}:${window}`;
    const event = createEvent(
      supplierNotificationRequestedV1,
      {
        kind,
        recipients: { companyIds: [order.supplierId] },
        params: { roundTitle: order.roundTitle, orderNumber: shortId(order.id) },
        link,
        key,
      },
      PRODUCER,
    );
    try {
      await outbox.record([event], { collection: NOTICES_COLLECTION, id: key }, (ids) =>
        notices.insertOne({ _id: key, at: new Date(), _events: ids }),
      );
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }

  // A round's close may revise an order (released lines, new totals, cancelled when empty).
  return [
    on(orderPlacedV1, async (e) => {
      await apply(e.data);
      await tellSupplier('supplier_order_placed', e.data, e.data.createdAt, '/supplier/rounds');
    }),
    on(orderDecidedV1, async (e) => {
      await apply(e.data);
      if (e.data.status === 'approved')
        await tellSupplier(
          'supplier_order_approved',
          e.data,
          e.data.decidedAt ?? e.occurredAt,
          '/supplier/sales',
        );
    }),
    on(orderRevisedV1, (e) => apply(e.data)),
  ];
}
