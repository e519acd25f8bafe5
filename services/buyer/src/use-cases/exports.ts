import type { BuyerOrdersQuery, InvoiceSnapshot } from '@marketplace/contracts';
import { EXPORT_QUERY_TIMEOUT_MS, inBatches, type ExportRow } from '@marketplace/service-kit';
import type { BuyerContext } from '../context';
import { orderSnapshot, type OrderDoc } from '../data/order.model';
import { receivedSnapshot, type ReceivedInvoiceDoc } from '../data/received-invoice.model';
import { orderMatches } from '../domain/order-search';
import { visibleOrders, type OrderReader } from './orders';
import { teamPeople } from './team';

/** How many documents a cursor brings per round trip: rows are written as they come. */
const CURSOR_BATCH = 500;

/**
 * Order History as a spreadsheet's rows: the orders GET /orders lists (the caller's; an
 * approver's, the team's), with its status and text filters, newest first, read with a cursor.
 */
export async function* orderExportRows(
  ctx: BuyerContext,
  reader: OrderReader,
  query: BuyerOrdersQuery,
  statusText: (status: OrderDoc['status']) => string,
): AsyncIterable<ExportRow> {
  const cursor = ctx.orders
    .find({ ...visibleOrders(reader), ...(query.status === 'all' ? {} : { status: query.status }) })
    .sort({ createdAt: -1 })
    .maxTimeMS(EXPORT_QUERY_TIMEOUT_MS)
    .lean<OrderDoc[]>()
    .cursor({ batchSize: CURSOR_BATCH });
  for await (const docs of inBatches<OrderDoc>(cursor)) {
    const orders = docs.map(orderSnapshot).filter((o) => orderMatches(o, query.search));
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
        status: statusText(order.status),
        items: order.totalItems,
        units: order.totalUnits,
        currency: order.currency,
        totalValue: order.totalValue,
        decidedAt: order.decidedAt,
      };
  }
}

/** The proforma invoices addressed to the buyer, newest first, read with a cursor. */
export async function* invoicesForExport(ctx: BuyerContext, buyerId: string): AsyncIterable<InvoiceSnapshot> {
  const cursor = ctx.invoices
    .find({ buyerId })
    .sort({ createdAt: -1 })
    .maxTimeMS(EXPORT_QUERY_TIMEOUT_MS)
    .lean<ReceivedInvoiceDoc[]>()
    .cursor({ batchSize: CURSOR_BATCH });
  for await (const doc of cursor) yield receivedSnapshot(doc as ReceivedInvoiceDoc);
}
