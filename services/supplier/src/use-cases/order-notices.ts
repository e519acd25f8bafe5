import {
  supplierNotificationRequestedV1,
  type NotificationKind,
  type OrderSnapshot,
} from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import { isDuplicateKey } from '@marketplace/service-kit/store';
import { createEvent } from '@marketplace/service-kit/messaging';
import { PRODUCER } from '../config';
import type { SupplierContext } from '../context';

/**
 * Orders on one round placed (or approved) within this window make one notice to the supplier's
 * company, naming the first: a rush of orders is one line in the bell, not one per order (the
 * same grouping the admin's order_placed notice uses).
 */
export const SUPPLIER_ORDER_NOTICE_WINDOW_MS = 15 * 60 * 1000;
const NOTICES_COLLECTION = 'order_notices';

/**
 * Tells the round's supplier company of an order on it: one notice per round, kind and window.
 * The window comes from the order's own time (placed or decided), so a redelivered event lands in
 * the same one; the key's unique `_id` makes the request once across replicas, and the outbox
 * publishes it if and only if it was recorded.
 */
export async function tellSupplierOfOrder(
  ctx: SupplierContext,
  kind: NotificationKind,
  order: OrderSnapshot,
  at: string,
  link: string,
): Promise<void> {
  const notices = ctx.salesOrders.db.collection<{ _id: string; at: Date; _events: string[] }>(
    NOTICES_COLLECTION,
  );
  const window = Math.floor(new Date(at).getTime() / SUPPLIER_ORDER_NOTICE_WINDOW_MS);
  const key = `${kind}:${order.roundId}:${window}`;
  // Most orders of a rush land in a window already told: one read by id instead of a refused write.
  if (await notices.findOne({ _id: key }, { projection: { _id: 1 } })) return;
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
    await ctx.outbox.record([event], { collection: NOTICES_COLLECTION, id: key }, (ids) =>
      notices.insertOne({ _id: key, at: ctx.now(), _events: ids }),
    );
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
}
