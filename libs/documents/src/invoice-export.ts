import type { Request, RequestHandler, Router } from 'express';
import { EXPORT_CONTENT_TYPES, exportQuerySchema, type InvoiceSnapshot } from '@marketplace/contracts';
import { amountDue, amountPaid, sumMoney } from '@marketplace/domain';
import { handle, type ExportRow } from '@marketplace/service-kit/http';
import { sendListExport } from './list-export';
import { freightFigures } from './order-export';

/**
 * `GET /invoices/export`: the caller's proforma invoices as CSV or XLSX, newest first, the other
 * party named as the invoices list names it (the buyer reads its supplier, the supplier its buyer).
 * Registered before `/invoices/:id`, which would take `export` for an id.
 */
export function invoiceExportRoute(
  router: Router,
  guard: RequestHandler,
  counterpart: 'buyer' | 'supplier',
  invoices: (req: Request) => AsyncIterable<InvoiceSnapshot>,
): void {
  router.get(
    '/invoices/export',
    guard,
    handle(
      {
        summary: "The caller's proforma invoices as a CSV or Excel file, in the caller's language",
        scope: 'invoices:read',
        query: exportQuerySchema,
        file: Object.values(EXPORT_CONTENT_TYPES),
      },
      ({ query }, req, res) =>
        sendListExport(req, res, query, (texts) => ({
          name: 'invoices',
          sheet: 'invoices',
          columns: [
            ['invoiceNumber', 'text'],
            ['issueDate', 'date'],
            ['dueDate', 'date'],
            ['orderId', 'text'],
            ['round', 'text'],
            [counterpart, 'text'],
            ['status', 'text'],
            ['revision', 'number'],
            ['items', 'number'],
            ['units', 'number'],
            ['currency', 'text'],
            ['totalValue', 'money'],
            ['freight', 'money'],
            ['totalWithFreight', 'money'],
            ['credited', 'money'],
            ['debited', 'money'],
            ['paid', 'money'],
            ['due', 'money'],
            ['overdueAt', 'date'],
          ],
          rows: invoiceRows(invoices(req), counterpart, texts.invoiceStatus),
        })),
    ),
  );
}

async function* invoiceRows(
  invoices: AsyncIterable<InvoiceSnapshot>,
  counterpart: 'buyer' | 'supplier',
  statuses: Record<InvoiceSnapshot['status'], string>,
): AsyncIterable<ExportRow> {
  for await (const invoice of invoices)
    yield {
      invoiceNumber: invoice.invoiceNumber,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      orderId: invoice.orderId,
      round: invoice.roundTitle,
      [counterpart]: invoice[counterpart].name,
      status: statuses[invoice.status],
      revision: invoice.revision ?? 1,
      items: invoice.totalItems,
      units: invoice.totalUnits,
      currency: invoice.currency,
      // The invoice's total includes its freight share; the file says the goods apart, as orders do.
      ...invoiceTotals(invoice),
      // What its credit and debit notes changed, what was paid and what is still due (libs/domain).
      credited: sumMoney(notesOf(invoice, 'credit')),
      debited: sumMoney(notesOf(invoice, 'debit')),
      paid: amountPaid(invoice),
      due: invoice.status === 'cancelled' ? 0 : amountDue(invoice),
      overdueAt: invoice.overdueAt ?? null,
    };
}

const notesOf = (invoice: InvoiceSnapshot, kind: 'credit' | 'debit') =>
  (invoice.creditNotes ?? []).filter((n) => n.kind === kind).map((n) => n.total);

/** Total Value (the goods), Freight and Total with Freight of an invoice, as the orders' columns. */
function invoiceTotals(invoice: InvoiceSnapshot): ExportRow {
  if (!invoice.freight)
    return { totalValue: invoice.totalValue, ...freightFigures(invoice.totalValue, null) };
  const goods = sumMoney(invoice.lines.map((l) => l.subtotal));
  return { totalValue: goods, ...freightFigures(goods, invoice.freight) };
}
