import type { Router } from 'express';
import { adminOrdersQuerySchema, EXPORT_CONTENT_TYPES, exportQueryShape } from '@marketplace/contracts';
import { EXPORT_TEXTS } from '@marketplace/i18n/document-texts';
import {
  exportColumns,
  exportLanguage,
  exportTimeZone,
  handle,
  requireRole,
  sendExport,
} from '@marketplace/service-kit';
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
      async ({ query }, req, res) => {
        const language = exportLanguage(req, query.lang);
        const texts = EXPORT_TEXTS[language];
        await sendExport(res, {
          name: 'orders',
          sheet: texts.sheets.orders,
          format: query.format,
          language,
          timeZone: exportTimeZone(req),
          columns: exportColumns(texts.columns, [
            ['orderId', 'text'],
            ['date', 'date'],
            ['buyer', 'text'],
            ['buyerEmail', 'text'],
            ['round', 'text'],
            ['supplier', 'text'],
            ['status', 'text'],
            ['items', 'number'],
            ['units', 'number'],
            ['currency', 'text'],
            ['totalValue', 'money'],
            ['decidedAt', 'date'],
          ]),
          rows: orderExportRows(ctx, query, (status) => texts.orderStatus[status]),
        });
      },
    ),
  );
}
