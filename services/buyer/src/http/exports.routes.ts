import type { Router } from 'express';
import { buyerOrdersQuerySchema, EXPORT_CONTENT_TYPES, exportQueryShape } from '@marketplace/contracts';
import { invoiceExportRoute, ORDER_FIGURE_COLUMNS, sendListExport } from '@marketplace/documents';
import { callerOf, handle, requireRole } from '@marketplace/service-kit/http';
import type { BuyerContext } from '../context';
import { invoicesForExport, orderExportRows } from '../use-cases/exports';

/**
 * Spreadsheet exports of Order History and Proforma Invoices, with the list's own filters.
 * Registered before the orders and invoices routes, whose `/:id` would take `export` for an id.
 */
export function exportsRoutes(router: Router, ctx: BuyerContext): void {
  router.get(
    '/orders/export',
    requireRole('buyer'),
    handle(
      {
        summary:
          "The caller's orders (an approver: the team's) as a CSV or Excel file, with the list's filters",
        scope: 'orders:read',
        query: buyerOrdersQuerySchema.extend(exportQueryShape),
        file: Object.values(EXPORT_CONTENT_TYPES),
      },
      ({ query }, req, res) => {
        const caller = callerOf(req);
        return sendListExport(req, res, query, (texts) => ({
          name: 'orders',
          sheet: 'orders',
          columns: [
            ['orderId', 'text'],
            ['date', 'date'],
            ['round', 'text'],
            ['supplier', 'text'],
            ...(caller.teamRole === 'approver' ? [['placedBy', 'text'] as const] : []),
            ...ORDER_FIGURE_COLUMNS,
          ],
          rows: orderExportRows(ctx, caller, query, (status) => texts.orderStatus[status]),
        }));
      },
    ),
  );

  invoiceExportRoute(router, requireRole('buyer'), 'supplier', (req) =>
    invoicesForExport(ctx, callerOf(req).userId),
  );
}
