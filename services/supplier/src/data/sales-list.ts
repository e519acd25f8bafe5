import type { SalesStats } from '@marketplace/contracts';
import { roundMoney } from '@marketplace/domain';
import {
  applyNewerVersion,
  daysTotal,
  dayOf,
  listDays,
  rebuildListOnce,
  settleListPlaces,
  type ListDayDoc,
  type ListDayModel,
  type ListPlace,
  type PageQuery,
} from '@marketplace/service-kit/store';
import { SOLD_STATUSES, type SalesOrderDoc, type SalesOrderModel } from './sales-order.model';

/**
 * Sales History in the day directory (kit `day-pages`): each supplier's sold orders (approved,
 * completed), one list per supplier. A sold order is counted on its day three ways, so the cards
 * add the days up instead of reading every sale:
 * - its status (`approved`, `completed`), with its value: Orders and Total Sales;
 * - `units`, with its units: Units Sold;
 * - `buyer:<buyerId>`: the buyers with a sale (Active Buyers are those counted on some day).
 * An order that is not (or no longer) sold is counted nowhere. The consumer of the buyer's order
 * events is the list's one writer and settles an order's tallies after each write
 * (`storeSalesOrder`); a redelivered event settles them again.
 */
export function salesListOf(supplierId: string): string {
  return `sales|supplier:${supplierId}`;
}

/** The group counting a sale's units (its `value`). */
const UNITS = 'units';
/** The group counting a buyer's sales on a day. */
const BUYER = 'buyer:';

type Listed = Pick<
  SalesOrderDoc,
  'supplierId' | 'buyerId' | 'status' | 'createdAt' | 'totalValue' | 'totalUnits'
>;

export const isSold = (status: SalesOrderDoc['status']): boolean => SOLD_STATUSES.includes(status);

/** Where a sales order stands in its supplier's list: nowhere unless sold. */
function placesOf(order: Listed): ListPlace[] {
  if (!isSold(order.status)) return [];
  const list = salesListOf(order.supplierId);
  const day = dayOf(order.createdAt);
  return [
    { list, day, group: order.status, value: order.totalValue },
    { list, day, group: UNITS, value: order.totalUnits },
    { list, day, group: `${BUYER}${order.buyerId}` },
  ];
}

/** What a sales order is listed by, from what it is: its day, and its supplier while sold. */
export function salesListFields(order: Listed): Pick<SalesOrderDoc, 'day' | 'soldBy'> {
  return { day: dayOf(order.createdAt), soldBy: isSold(order.status) ? order.supplierId : null };
}

/** A sales order as its event carries it, without the list's own fields. */
export type SalesOrderFromEvent = Omit<SalesOrderDoc, '_id' | 'day' | 'soldBy' | 'listedAs'>;

/**
 * Stores an order's newer copy with its list fields and settles its tallies with the directory
 * (from where it is counted, its `listedAs`, to where it stands now: a new sale, a completion, an
 * order leaving the sold statuses); an older or repeated event settles them too, so a tally that
 * failed is made by the event's redelivery.
 */
export async function storeSalesOrder(
  stores: { orders: SalesOrderModel; days: ListDayModel },
  id: string,
  order: SalesOrderFromEvent,
): Promise<void> {
  const { stored } = await applyNewerVersion(stores.orders, id, order.version, (current) => ({
    ...order,
    ...salesListFields(order),
    // Where the directory counts it stays as it was until the tallies have moved.
    listedAs: current?.listedAs ?? [],
  }));
  await settleListPlaces(stores.orders, stores.days, stored, placesOf(stored));
}

/** The days of a supplier's sales, newest first, with their figures. */
export function salesDays(days: ListDayModel, supplierId: string): Promise<ListDayDoc[]> {
  return listDays(days, salesListOf(supplierId));
}

/** What every read of a supplier's Sales History shares: its sold orders, a day at a time. */
export function salesListQuery(
  orders: SalesOrderModel,
  supplierId: string,
): Omit<PageQuery<SalesOrderDoc>, 'cursor' | 'limit'> {
  // Lists never show timelines: each sale's is read on its own.
  return {
    model: orders,
    timeField: 'createdAt',
    where: { soldBy: supplierId },
    projection: { timeline: 0 },
  };
}

/**
 * Sales History's cards from the list's day tallies: the same figures as adding up every sold
 * order (value to the cent, units, orders, distinct buyers), never a pass over them.
 */
export function salesStatsOf(days: ListDayDoc[]): SalesStats {
  const sold = SOLD_STATUSES.map((status) => daysTotal(days, status));
  const buyers = new Map<string, number>();
  for (const day of days)
    for (const [group, n] of Object.entries(day.counts ?? {}))
      if (group.startsWith(BUYER)) buyers.set(group, (buyers.get(group) ?? 0) + n);
  return {
    totalSales: roundMoney(sold.reduce((sum, s) => sum + s.sum, 0)),
    ordersCount: sold.reduce((sum, s) => sum + s.count, 0),
    totalUnitsSold: Math.round(daysTotal(days, UNITS).sum),
    activeBuyers: [...buyers.values()].filter((n) => n > 0).length,
  };
}

/**
 * Sales orders stored before Sales History kept days get them, and the directory is built from
 * them: once per database, before the service serves or consumes (kit `rebuildListOnce`).
 */
export function backfillSalesList(orders: SalesOrderModel, days: ListDayModel): Promise<number> {
  return rebuildListOnce(days, 'sales', { list: { $regex: '^sales\\|' } }, async () => {
    let count = 0;
    for await (const order of orders.find({}, { timeline: 0, items: 0 }).lean<SalesOrderDoc>().cursor()) {
      await orders.updateOne({ _id: order._id }, { $set: salesListFields(order) });
      await settleListPlaces(orders, days, { ...order, listedAs: [] }, placesOf(order));
      count += 1;
    }
    return count;
  });
}
