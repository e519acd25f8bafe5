import type { Router } from 'express';
import { adminOrdersQuerySchema, EXPORT_CONTENT_TYPES, exportQueryShape } from '@marketplace/contracts';
import { ORDER_FIGURE_COLUMNS, sendListExport } from '@marketplace/documents';
import { handle, requireRole } from '@marketplace/service-kit/http';
import type { AdminContext } from '../context';
import { orderExportRows } from '../use-cases/exports';

/**
 * The Orders page as a spreadsheet, with its filters. Registered before the order routes, whose
 * `/:orderId` would take `export` for an id.
 */
export function exportsRoutes(router: Router, ctx: AdminContext): void {
  router.get(
    '/orders/export',
    requireRole('admin'),
    handle(
      {
        summary: "Every buyer's orders as a CSV or Excel file, with the Orders page's filters",
        query: adminOrdersQuerySchema.extend(exportQueryShape),
        file: Object.values(EXPORT_CONTENT_TYPES),
      },
      ({ query }, req, res) =>
        sendListExport(req, res, query, (texts) => ({
          name: 'orders',
          sheet: 'orders',
          columns: [
            ['orderId', 'text'],
            ['date', 'date'],
            ['buyer', 'text'],
            ['buyerEmail', 'text'],
            ['round', 'text'],
            ['supplier', 'text'],
            ...ORDER_FIGURE_COLUMNS,
          ],
          rows: orderExportRows(ctx, query, (status) => texts.orderStatus[status]),
        })),
    ),
  );
}
