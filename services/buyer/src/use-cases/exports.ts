import type { BuyerOrdersQuery, InvoiceSnapshot } from '@marketplace/contracts';
import { orderFigures } from '@marketplace/documents';
import { eachDayNewestFirst, searchAll } from '@marketplace/service-kit/store';
import { exportCursor, type ExportRow } from '@marketplace/service-kit/http';
import { searchedTerms } from '@marketplace/domain';
import { orderDays } from '../data/order-list';
import type { BuyerContext } from '../context';
import { orderSnapshot, type OrderDoc } from '../data/order.model';
import { receivedSnapshot, type ReceivedInvoiceDoc } from '../data/received-invoice.model';
import { orderHistoryQuery, visibleOrders, withFreight, type OrderReader } from './orders';
import { teamPeople } from './team';

/**
 * Every order Order History's filters match, a day at a time, newest first (a search's matches in
 * one read): the file's memory is a day's orders, whatever the list's length.
 */
async function* orderBatches(ctx: BuyerContext, reader: OrderReader, query: BuyerOrdersQuery) {
  const { group, ...read } = orderHistoryQuery(ctx, reader, query.status);
  const terms = searchedTerms(query.search);
  if (terms.length) {
    yield await searchAll(read, [terms]);
    return;
  }
  yield* eachDayNewestFirst(read, await orderDays(ctx.days, visibleOrders(reader)), group);
}

/**
 * Order History as a spreadsheet's rows: the orders GET /orders lists (the caller's; an
 * approver's, the team's), with its status and text filters, newest first.
 */
export async function* orderExportRows(
  ctx: BuyerContext,
  reader: OrderReader,
  query: BuyerOrdersQuery,
  statusText: (status: OrderDoc['status']) => string,
): AsyncIterable<ExportRow> {
  for await (const docs of orderBatches(ctx, reader, query)) {
    // Each order's freight share, as Order History shows it, for the file's freight columns.
    const orders = await withFreight(ctx, docs.map(orderSnapshot));
    // An approver reads the team's orders with who placed each (as Order History shows).
    const people =
      reader.teamRole === 'approver'
        ? await teamPeople(
            ctx,
            orders.map((o) => o.buyerId),
          )
        : null;
    for (const order of orders)
      yield {
        orderId: order.id,
        date: order.createdAt,
        round: order.roundTitle,
        supplier: order.supplierName,
        placedBy: people?.get(order.buyerId)?.name ?? '',
        ...orderFigures(order, order.freightEstimate, statusText),
      };
  }
}

/** The proforma invoices addressed to the buyer, newest first, read with a cursor. */
export async function* invoicesForExport(ctx: BuyerContext, buyerId: string): AsyncIterable<InvoiceSnapshot> {
  for await (const doc of exportCursor<ReceivedInvoiceDoc>(ctx.invoices.find({ buyerId })))
    yield receivedSnapshot(doc);
}
