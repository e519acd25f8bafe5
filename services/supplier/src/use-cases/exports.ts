import type { InvoiceSnapshot, RoundStatus, Series } from '@marketplace/contracts';
import { eachDayNewestFirst } from '@marketplace/service-kit/store';
import { exportCursor, type ExportRow } from '@marketplace/service-kit/http';
import type { SupplierContext } from '../context';
import { snapshotOf, type InvoiceDoc } from '../data/invoice.model';
import { salesDays, salesListQuery } from '../data/sales-list';
import type { SalesOrderDoc } from '../data/sales-order.model';
import { roundPerformance } from './rounds';
import { saleSummaries } from './sales';

/**
 * Sales History as a spreadsheet's rows: the company's approved and completed orders, newest
 * first, a day at a time (kit `day-pages`): the file's memory is a day's sales, whatever the
 * list's length. Buyers' names and invoice numbers are looked up per day, by id.
 */
export async function* saleExportRows(
  ctx: SupplierContext,
  supplierId: string,
  statusText: (status: SalesOrderDoc['status']) => string,
): AsyncIterable<ExportRow> {
  // Lines stay in the database too: the file has one row per sale.
  const read = salesListQuery(ctx.salesOrders, supplierId);
  const days = await salesDays(ctx.days, supplierId);
  for await (const orders of eachDayNewestFirst(
    { ...read, projection: { ...read.projection, items: 0 } },
    days,
    null,
  )) {
    for (const sale of await saleSummaries(ctx, orders)) {
      yield {
        orderId: sale.id,
        date: sale.createdAt,
        buyer: sale.buyerCompanyName ?? '',
        round: sale.roundTitle,
        status: statusText(sale.status),
        items: sale.totalItems,
        units: sale.totalUnits,
        currency: sale.currency,
        totalValue: sale.totalValue,
        invoiceNumber: sale.invoiceNumber ?? '',
      };
    }
  }
}

/**
 * Round Performance as a spreadsheet's rows: each product's MOQ, committed units, fill, outcome,
 * flex and revenue (sold at the prices paid once closed; committed × price before), as the page
 * shows them, so the file adds up to the page's revenue card.
 */
export async function roundPerformanceRows(
  ctx: SupplierContext,
  supplierId: string,
  roundId: string,
  outcomeText: (outcome: 'met' | 'confirmed' | 'released') => string,
): Promise<ExportRow[]> {
  const performance = await roundPerformance(ctx, supplierId, roundId);
  return performance.products.map((p) => ({
    round: performance.round.title,
    product: p.name,
    sku: p.sku,
    unit: p.uom,
    moq: p.moq,
    maxQty: p.maxQty,
    committed: p.committed,
    progress: p.progress,
    outcome: p.outcome ? outcomeText(p.outcome) : '',
    flexOffered: p.flexOffered ?? null,
    flexCalled: p.flexCalled ?? null,
    currency: p.currency,
    unitPrice: p.unitPrice,
    revenue: p.revenue,
  }));
}

/**
 * A series' editions as a spreadsheet's rows, oldest first, as its page's editions table and
 * trend read them: dates, units and buyers per edition, products per outcome once closed.
 */
export function seriesEditionRows(series: Series, statusText: (status: RoundStatus) => string): ExportRow[] {
  return series.editions.map((e) => ({
    edition: e.number,
    round: e.title,
    status: statusText(e.status),
    openAt: e.openAt,
    closeAt: e.closeAt,
    units: e.units,
    buyers: e.buyers,
    productsMet: e.outcome?.met ?? null,
    productsConfirmed: e.outcome?.confirmed ?? null,
    productsReleased: e.outcome?.released ?? null,
  }));
}

/** The company's proforma invoices, newest first, read with a cursor. */
export async function* invoicesForExport(
  ctx: SupplierContext,
  supplierId: string,
): AsyncIterable<InvoiceSnapshot> {
  for await (const doc of exportCursor<InvoiceDoc>(ctx.invoices.find({ supplierId }))) yield snapshotOf(doc);
}
