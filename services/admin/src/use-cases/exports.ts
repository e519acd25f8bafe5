import type { z } from 'zod';
import type { adminOrdersQuerySchema } from '@marketplace/contracts';
import { orderFigures } from '@marketplace/documents';
import { eachDayNewestFirst, searchAll } from '@marketplace/service-kit/store';
import type { ExportRow } from '@marketplace/service-kit/http';
import type { AdminContext } from '../context';
import type { FreightSplitDoc, OrderRowDoc } from '../data/moderation.model';
import { orderDays } from '../data/order-list';
import { buyersOf, freightShareIn, freightSplitsOf, orderListQuery, orderSearches } from './moderation';

/**
 * Every order the Orders page's filters match, a day at a time, newest first (a search's matches
 * in one read): the file's memory is a day's orders, whatever the list's length.
 */
async function* orderBatches(
  ctx: AdminContext,
  query: z.infer<typeof adminOrdersQuerySchema>,
): AsyncIterable<OrderRowDoc[]> {
  const { group, ...list } = orderListQuery(ctx, query.status);
  // Lines and timelines stay in the database: the file has one row per order.
  const read = { ...list, projection: { items: 0 as const, timeline: 0 as const } };
  const searches = orderSearches(query.search);
  if (searches.length) {
    yield await searchAll(read, searches);
    return;
  }
  yield* eachDayNewestFirst(read, await orderDays(ctx.days), group);
}

/**
 * The admin's Orders page as a spreadsheet's rows: every order its filters match (not only the
 * page's first), newest first; buyers' names as the rows keep them.
 */
export async function* orderExportRows(
  ctx: AdminContext,
  query: z.infer<typeof adminOrdersQuerySchema>,
  statusText: (status: OrderRowDoc['status']) => string,
): AsyncIterable<ExportRow> {
  // Each round's freight split is read once per file, not again for every group of rows its
  // orders fall in.
  const splits = new Map<string, FreightSplitDoc | undefined>();
  for await (const orders of orderBatches(ctx, query)) {
    const unread = [...new Set(orders.map((o) => o.roundId))].filter((id) => !splits.has(id));
    const [buyers, read] = await Promise.all([buyersOf(ctx, orders), freightSplitsOf(ctx, unread)]);
    for (const id of unread) splits.set(id, read.get(id));
    for (const order of orders) {
      const buyer = buyers.get(order.buyerId);
      yield {
        orderId: order._id,
        date: order.createdAt,
        buyer: buyer?.name ?? '',
        buyerEmail: buyer?.email ?? '',
        round: order.roundTitle,
        supplier: order.supplierName,
        ...orderFigures(order, freightShareIn(splits.get(order.roundId), order), statusText),
      };
    }
  }
}
