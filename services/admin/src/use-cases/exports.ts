import type { z } from 'zod';
import type { adminOrdersQuerySchema } from '@marketplace/contracts';
import { orderFigures } from '@marketplace/documents';
import { exportCursor, inBatches, type ExportRow } from '@marketplace/service-kit';
import type { AdminContext } from '../context';
import type { OrderRowDoc } from '../data/moderation.model';
import { idsMatchingSearch, ordersFilter } from '../data/search-filters';
import { BUYER_MATCH_LIMIT, buyersOf, freightSharesOf } from './moderation';

/**
 * The admin's Orders page as a spreadsheet's rows: every order its filters match (not only the
 * page's first 200), newest first, read with a cursor; buyers' names looked up per group of rows.
 */
export async function* orderExportRows(
  ctx: AdminContext,
  query: z.infer<typeof adminOrdersQuerySchema>,
  statusText: (status: OrderRowDoc['status']) => string,
): AsyncIterable<ExportRow> {
  const buyerIds = await idsMatchingSearch(ctx.users, query.search, ['name', 'email'], BUYER_MATCH_LIMIT);
  const cursor = exportCursor<OrderRowDoc>(
    // Lines and timelines stay in the database: the file has one row per order.
    ctx.orders.find(ordersFilter(query, buyerIds), { items: 0, timeline: 0 }),
  );
  // A round's freight is split over all its orders at once: each round is read once per file, not
  // again for every group of rows its orders fall in.
  const shares = new Map<string, { amount: number }>();
  const roundsSplit = new Set<string>();
  for await (const orders of inBatches<OrderRowDoc>(cursor)) {
    const unsplit = orders.filter((o) => !roundsSplit.has(o.roundId));
    const [buyers, newShares] = await Promise.all([
      buyersOf(
        ctx,
        orders.map((o) => o.buyerId),
      ),
      freightSharesOf(ctx, unsplit),
    ]);
    for (const o of unsplit) roundsSplit.add(o.roundId);
    for (const [id, share] of newShares) shares.set(id, share);
    for (const order of orders) {
      const buyer = buyers.get(order.buyerId);
      yield {
        orderId: order._id,
        date: order.createdAt,
        buyer: buyer?.name ?? '',
        buyerEmail: buyer?.email ?? '',
        round: order.roundTitle,
        supplier: order.supplierName,
        ...orderFigures(order, shares.get(order._id), statusText),
      };
    }
  }
}
