import { searchTermsOf, shortId } from '@marketplace/domain';
import {
  applyNewerVersion,
  dayOf,
  KeyedLock,
  listDays,
  rebuildListOnce,
  settleListPlaces,
  type ListDayDoc,
  type ListDayModel,
  type ListPlace,
} from '@marketplace/service-kit/store';
import type { OrderRowDoc, OrderRowModel } from './moderation.model';
import type { UserRowDoc, UserRowModel } from './user-row.model';

/** The admin's Orders list in the day directory (kit `day-pages`): one list, grouped by status. */
export const ORDER_LIST = 'orders';

type Buyer = Pick<UserRowDoc, 'name' | 'email'> | null;

/** What the Orders search finds an order by: round title, supplier, buyer, the order number. */
export function orderTerms(
  order: Pick<OrderRowDoc, '_id' | 'roundTitle' | 'supplierName'>,
  buyer: Buyer,
): string[] {
  return searchTermsOf(
    [order.roundTitle, order.supplierName, buyer?.name, buyer?.email],
    [`#${shortId(order._id).toLowerCase()}`],
  );
}

function placesOf(order: Pick<OrderRowDoc, 'day' | 'status' | 'totalValue'> | null): ListPlace[] {
  return order ? [{ list: ORDER_LIST, day: order.day, group: order.status, value: order.totalValue }] : [];
}

/**
 * The order's events and the admin's own decision (shown before its event comes back) both
 * write an order's copy: one at a time per order in this process, so each moves the tallies from
 * what the other stored.
 */
const orderWrites = new KeyedLock();

/** An order's copy as its event carries it, without the list's own fields. */
export type OrderRowFromEvent = Omit<OrderRowDoc, 'day' | 'terms' | 'listedAs' | 'buyer'>;

/** The buyer as an order row keeps it (`OrderRowDoc.buyer`). */
const buyerOnRow = (buyer: Buyer): OrderRowDoc['buyer'] =>
  buyer ? { name: buyer.name, email: buyer.email } : null;

/**
 * Stores an order's newer copy with its day and search terms and settles its tallies (count per
 * status, value) with the directory; a repeated or older event settles them too, so a tally that
 * failed is made by the event's redelivery. The buyer's name and e-mail come from the users read
 * model when the order is new (or its row still has none); a row keeps them afterwards, since a
 * user who changes them gets their orders' terms again (`refreshBuyerTerms`): an order's later
 * events (decided, revised at the close, shipped) cost no lookup.
 */
export async function storeOrderRow(
  stores: { orders: OrderRowModel; users: UserRowModel; days: ListDayModel },
  row: OrderRowFromEvent,
): Promise<void> {
  let buyer: Buyer | undefined;
  await orderWrites.run(row._id, async () => {
    const stored = await applyNewerVersion(stores.orders, row._id, row.version, async (current) => {
      buyer =
        current?.buyer ?? (await stores.users.findById(row.buyerId, { name: 1, email: 1 }).lean<Buyer>());
      return {
        ...row,
        day: dayOf(row.createdAt),
        terms: orderTerms(row, buyer),
        buyer: buyerOnRow(buyer),
        // Where the directory counts it stays as it was until the tallies have moved.
        listedAs: current?.listedAs ?? [],
      };
    });
    await settleListPlaces(stores.orders, stores.days, stored.stored, placesOf(stored.stored));
  });
  // The buyer's row may have arrived between the lookup and the write, its handler looking for
  // their orders before this one was stored: asked again, so the order never keeps a missing name.
  if (buyer !== null) return;
  const arrived = await stores.users.findById(row.buyerId, { name: 1, email: 1 }).lean<Buyer>();
  if (arrived) await setBuyer(stores.orders, row, arrived);
}

/** The buyer's words and name and e-mail on an order row. */
function setBuyer(
  orders: OrderRowModel,
  order: Pick<OrderRowDoc, '_id' | 'roundTitle' | 'supplierName'>,
  buyer: Buyer,
): Promise<unknown> {
  return orders.updateOne(
    { _id: order._id },
    { $set: { terms: orderTerms(order, buyer), buyer: buyerOnRow(buyer) } },
  );
}

/**
 * Shows the admin's decision at once (the buyer service's event with the order's new version
 * confirms it), moving the order's tallies with it.
 */
export async function showOrderStatus(
  stores: { orders: OrderRowModel; days: ListDayModel },
  orderId: string,
  status: OrderRowDoc['status'],
): Promise<void> {
  await orderWrites.run(orderId, async () => {
    const before = await stores.orders
      .findById(orderId, { timeline: 0, items: 0, terms: 0 })
      .lean<OrderRowDoc>();
    if (!before) return;
    if (before.status !== status) await stores.orders.updateOne({ _id: orderId }, { $set: { status } });
    await settleListPlaces(stores.orders, stores.days, before, placesOf({ ...before, status }));
  });
}

/** A buyer's new name or e-mail reaches the terms and the buyer kept on every order of theirs. */
export async function refreshBuyerTerms(orders: OrderRowModel, buyerId: string, buyer: Buyer): Promise<void> {
  const theirs = await orders
    .find({ buyerId }, { _id: 1, roundTitle: 1, supplierName: 1 })
    .lean<OrderRowDoc[]>();
  for (const order of theirs) await setBuyer(orders, order, buyer);
}

/** The Orders list's days, newest first, with their counts per status. */
export function orderDays(days: ListDayModel): Promise<ListDayDoc[]> {
  return listDays(days, ORDER_LIST);
}

/**
 * Copies stored before the list kept days and terms get them, and the directory is built from
 * them: once per database, before the consumers start (kit `rebuildListOnce`).
 */
export function backfillOrderList(stores: {
  orders: OrderRowModel;
  users: UserRowModel;
  days: ListDayModel;
}): Promise<number> {
  return rebuildListOnce(stores.days, ORDER_LIST, { list: ORDER_LIST }, async () => {
    let count = 0;
    for await (const order of stores.orders
      .find({}, { timeline: 0, items: 0 })
      .lean<OrderRowDoc>()
      .cursor()) {
      const buyer = await stores.users.findById(order.buyerId, { name: 1, email: 1 }).lean<Buyer>();
      const day = dayOf(order.createdAt);
      await stores.orders.updateOne({ _id: order._id }, { $set: { day, terms: orderTerms(order, buyer) } });
      await settleListPlaces(
        stores.orders,
        stores.days,
        { ...order, listedAs: [] },
        placesOf({ ...order, day }),
      );
      count += 1;
    }
    return count;
  });
}
