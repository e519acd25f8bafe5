import type { InvoiceSnapshot } from '@marketplace/contracts';
import { exportCursor, inBatches, type ExportRow } from '@marketplace/service-kit';
import type { SupplierContext } from '../context';
import { snapshotOf, type InvoiceDoc } from '../data/invoice.model';
import { SOLD_STATUSES, type SalesOrderDoc } from '../data/sales-order.model';
import { saleSummary } from '../domain/sales-view';
import { roundPerformance } from './rounds';
import { companyNames } from './sales';

/**
 * Sales History as a spreadsheet's rows: the company's approved and completed orders, newest
 * first, read with a cursor; buyers' names and invoice numbers looked up per group of rows.
 */
export async function* saleExportRows(
  ctx: SupplierContext,
  supplierId: string,
  statusText: (status: SalesOrderDoc['status']) => string,
): AsyncIterable<ExportRow> {
  const cursor = exportCursor<SalesOrderDoc>(
    ctx.models.SalesOrder.find({ supplierId, status: { $in: SOLD_STATUSES } }),
  );
  for await (const orders of inBatches<SalesOrderDoc>(cursor)) {
    const [invoices, companies] = await Promise.all([
      ctx.models.Invoice.find(
        { liveKey: { $in: orders.map((o) => o._id) } },
        { _id: 1, invoiceNumber: 1, liveKey: 1 },
      ).lean(),
      companyNames(
        ctx,
        orders.map((o) => o.buyerCompanyId),
      ),
    ]);
    const byOrder = new Map(invoices.map((i) => [i.liveKey, { id: i._id, invoiceNumber: i.invoiceNumber }]));
    for (const order of orders) {
      const sale = saleSummary(
        order,
        companies.get(order.buyerCompanyId ?? '') ?? null,
        byOrder.get(order._id) ?? null,
      );
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

/** The company's proforma invoices, newest first, read with a cursor. */
export async function* invoicesForExport(
  ctx: SupplierContext,
  supplierId: string,
): AsyncIterable<InvoiceSnapshot> {
  for await (const doc of exportCursor<InvoiceDoc>(ctx.models.Invoice.find({ supplierId })))
    yield snapshotOf(doc);
}
