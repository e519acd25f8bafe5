import { searchTermsOf, shortId } from '@marketplace/domain';
import {
  dayOf,
  listDays,
  readDay,
  rebuildListOnce,
  settleListPlaces,
  type ListDayDoc,
  type ListDayModel,
  type ListPlace,
} from '@marketplace/service-kit/store';
import type { OrderDoc, OrderModel } from './order.model';

/**
 * Order History in the day directory (kit `day-pages`): each buyer's orders, and each buying
 * team's for its approver, grouped by status with their values. The service owns its orders and
 * settles their tallies itself, right after each write that changes an order's status or value
 * (`settleOrder`), before answering; a retried request settles them again.
 */
type Listed = Pick<OrderDoc, 'buyerId' | 'buyerCompanyId' | 'createdAt' | 'status' | 'totalValue'>;

/** Who hears that an order of a round changed: its round's freight is split again. */
interface OrderChanges {
  orderChanged(roundId: string): void;
}

/** The list key of a buyer's own orders, or of a buying team's. */
export function orderListOf(scope: { buyerId: string } | { buyerCompanyId: string }): string {
  return 'buyerId' in scope ? `orders|buyer:${scope.buyerId}` : `orders|company:${scope.buyerCompanyId}`;
}

function placesOf(order: Listed | null): ListPlace[] {
  if (!order) return [];
  const day = dayOf(order.createdAt);
  const place = { day, group: order.status, value: order.totalValue };
  return [
    { list: orderListOf({ buyerId: order.buyerId }), ...place },
    ...(order.buyerCompanyId
      ? [{ list: orderListOf({ buyerCompanyId: order.buyerCompanyId }), ...place }]
      : []),
  ];
}

/**
 * Settles what follows an order's write: its tallies with the directory, from where it is counted
 * (its `listedAs`, as read before the write) to where `order`, as written, stands; and its round's
 * freight split, asked for again (`freightSplits`, off this path).
 */
export function settleOrder(
  stores: { orders: OrderModel; days: ListDayModel; freightSplits?: OrderChanges },
  order: Listed & Pick<OrderDoc, '_id' | 'listedAs' | 'roundId'>,
): Promise<void> {
  stores.freightSplits?.orderChanged(order.roundId);
  return settleListPlaces(stores.orders, stores.days, order, placesOf(order));
}

/**
 * What an order is listed and found by, fixed when it is placed: its day, and the words of its
 * round, supplier and products and its number ("#6fcc07d2").
 */
export function orderListFields(
  order: Pick<OrderDoc, 'createdAt' | 'roundTitle' | 'supplierName' | 'items'> & { id: string },
): Pick<OrderDoc, 'day' | 'terms'> {
  return {
    day: dayOf(order.createdAt),
    terms: searchTermsOf([
      `#${shortId(order.id).toLowerCase()}`,
      order.roundTitle,
      order.supplierName,
      ...order.items.map((item) => item.name),
    ]),
  };
}

/** The days of a buyer's or a team's orders, newest first, with their figures. */
export function orderDays(
  days: ListDayModel,
  scope: { buyerId: string } | { buyerCompanyId: string },
): Promise<ListDayDoc[]> {
  return listDays(days, orderListOf(scope));
}

/**
 * A buyer's or a team's orders placed at `since` or later, with the fields `projection` names:
 * the directory's days from that one on, each read by equality (never a range on the time, which
 * the store filters after reading every order of the scope).
 */
export async function ordersSince(
  stores: { orders: OrderModel; days: ListDayModel },
  scope: { buyerId: string } | { buyerCompanyId: string },
  since: Date,
  projection: Record<string, 0 | 1>,
): Promise<OrderDoc[]> {
  const from = since.toISOString();
  const days = (await orderDays(stores.days, scope)).filter((d) => d.day >= dayOf(from));
  const query = { model: stores.orders, timeField: 'createdAt' as const, where: scope, projection };
  const read = await Promise.all(days.map((d) => readDay(query, d.day)));
  return read.flat().filter((order) => order.createdAt >= from);
}

/**
 * Orders stored before Order History kept days and terms get them, and the directory is built from
 * them: once per database, before the service serves or consumes (kit `rebuildListOnce`).
 */
export function backfillOrderList(orders: OrderModel, days: ListDayModel): Promise<number> {
  return rebuildListOnce(days, 'orders', { list: { $regex: '^orders\\|' } }, async () => {
    let count = 0;
    for await (const order of orders.find({}, { timeline: 0 }).lean<OrderDoc>().cursor()) {
      await orders.updateOne({ _id: order._id }, { $set: orderListFields({ ...order, id: order._id }) });
      await settleOrder({ orders, days }, { ...order, listedAs: [] });
      count += 1;
    }
    return count;
  });
}
