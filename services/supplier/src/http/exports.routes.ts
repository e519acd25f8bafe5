import type { Router } from 'express';
import { z } from 'zod';
import { EXPORT_CONTENT_TYPES, exportQueryShape } from '@marketplace/contracts';
import { invoiceExportRoute } from '@marketplace/documents';
import { EXPORT_TEXTS } from '@marketplace/i18n/document-texts';
import {
  exportColumns,
  exportLanguage,
  exportTimeZone,
  handle,
  pathParams,
  requireRole,
  sendExport,
} from '@marketplace/service-kit';
import type { SupplierContext } from '../context';
import { invoicesForExport, roundPerformanceRows, saleExportRows } from '../use-cases/exports';
import { supplierCompanyOf } from './caller';

const exportQuery = z.object(exportQueryShape);
const files = Object.values(EXPORT_CONTENT_TYPES);

/**
 * Spreadsheet exports of Sales History, a round's performance and Proforma Invoices. Registered
 * before the sales and invoices routes, whose `/:id` would take `export` for an id.
 */
export function exportsRoutes(router: Router, ctx: SupplierContext): void {
  const supplier = requireRole('supplier');

  router.get(
    '/sales/export',
    supplier,
    handle(
      {
        summary: "Sales History as a CSV or Excel file, in the caller's language",
        scope: 'sales:read',
        query: exportQuery,
        file: files,
      },
      async ({ query }, req, res) => {
        const supplierId = supplierCompanyOf(req);
        const language = exportLanguage(req, query.lang);
        const texts = EXPORT_TEXTS[language];
        await sendExport(res, {
          name: 'sales',
          sheet: texts.sheets.sales,
          format: query.format,
          language,
          timeZone: exportTimeZone(req),
          columns: exportColumns(texts.columns, [
            ['orderId', 'text'],
            ['date', 'date'],
            ['buyer', 'text'],
            ['round', 'text'],
            ['status', 'text'],
            ['items', 'number'],
            ['units', 'number'],
            ['currency', 'text'],
            ['totalValue', 'money'],
            ['invoiceNumber', 'text'],
          ]),
          rows: saleExportRows(ctx, supplierId, (status) => texts.saleStatus[status]),
        });
      },
    ),
  );

  router.get(
    '/rounds/:id/export',
    supplier,
    handle(
      {
        summary: "A round's performance, product by product, as a CSV or Excel file",
        scope: 'rounds:read',
        params: pathParams('id'),
        query: exportQuery,
        file: files,
      },
      async ({ params, query }, req, res) => {
        const language = exportLanguage(req, query.lang);
        const texts = EXPORT_TEXTS[language];
        // Read (and refused for another company's round) before the file starts.
        const rows = await roundPerformanceRows(
          ctx,
          supplierCompanyOf(req),
          params.id,
          (o) => texts.outcomes[o],
        );
        await sendExport(res, {
          name: 'round-performance',
          sheet: texts.sheets.roundPerformance,
          format: query.format,
          language,
          timeZone: exportTimeZone(req),
          columns: exportColumns(texts.columns, [
            ['round', 'text'],
            ['product', 'text'],
            ['sku', 'text'],
            ['unit', 'text'],
            ['moq', 'number'],
            ['maxQty', 'number'],
            ['committed', 'number'],
            ['progress', 'number', 1],
            ['outcome', 'text'],
            ['flexOffered', 'number'],
            ['flexCalled', 'number'],
            ['currency', 'text'],
            ['unitPrice', 'money'],
            ['revenue', 'money'],
          ]),
          rows,
        });
      },
    ),
  );

  invoiceExportRoute(router, supplier, 'buyer', (req) => invoicesForExport(ctx, supplierCompanyOf(req)));
}
