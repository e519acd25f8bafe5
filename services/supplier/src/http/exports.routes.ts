import type { RequestHandler, Router } from 'express';
import { EXPORT_CONTENT_TYPES, exportQuerySchema } from '@marketplace/contracts';
import { invoiceExportRoute, sendListExport } from '@marketplace/documents';
import { handle, pathParams, requireRole } from '@marketplace/service-kit/http';
import type { SupplierContext } from '../context';
import {
  invoicesForExport,
  roundPerformanceRows,
  saleExportRows,
  seriesEditionRows,
} from '../use-cases/exports';
import { oneSeries } from '../use-cases/series';
import { supplierCompanyOf } from './caller';

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
        query: exportQuerySchema,
        file: files,
      },
      ({ query }, req, res) => {
        const supplierId = supplierCompanyOf(req);
        return sendListExport(req, res, query, (texts) => ({
          name: 'sales',
          sheet: 'sales',
          columns: [
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
          ],
          rows: saleExportRows(ctx, supplierId, (status) => texts.saleStatus[status]),
        }));
      },
    ),
  );

  roundExportRoutes(router, ctx, supplier);
}

/** A round's and a series' performance as files. */
function roundExportRoutes(router: Router, ctx: SupplierContext, supplier: RequestHandler): void {
  router.get(
    '/rounds/:id/export',
    supplier,
    handle(
      {
        summary: "A round's performance, product by product, as a CSV or Excel file",
        scope: 'rounds:read',
        params: pathParams('id'),
        query: exportQuerySchema,
        file: files,
      },
      ({ params, query }, req, res) => {
        const supplierId = supplierCompanyOf(req);
        return sendListExport(req, res, query, async (texts) => ({
          name: 'round-performance',
          sheet: 'roundPerformance',
          columns: [
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
          ],
          // Read (and refused for another company's round) before the file starts.
          rows: await roundPerformanceRows(ctx, supplierId, params.id, (o) => texts.outcomes[o]),
        }));
      },
    ),
  );

  router.get(
    '/series/:id/export',
    supplier,
    handle(
      {
        summary: "A series' editions and how each went, as a CSV or Excel file",
        scope: 'rounds:read',
        params: pathParams('id'),
        query: exportQuerySchema,
        file: files,
      },
      ({ params, query }, req, res) => {
        const supplierId = supplierCompanyOf(req);
        return sendListExport(req, res, query, async (texts) => ({
          name: 'series-editions',
          sheet: 'seriesEditions',
          columns: [
            ['edition', 'number'],
            ['round', 'text'],
            ['status', 'text'],
            ['openAt', 'date'],
            ['closeAt', 'date'],
            ['units', 'number'],
            ['buyers', 'number'],
            ['productsMet', 'number'],
            ['productsConfirmed', 'number'],
            ['productsReleased', 'number'],
          ],
          // Read (and refused for another company's series) before the file starts.
          rows: seriesEditionRows(await oneSeries(ctx, supplierId, params.id), (s) => texts.roundStatus[s]),
        }));
      },
    ),
  );

  invoiceExportRoute(router, supplier, 'buyer', (req) => invoicesForExport(ctx, supplierCompanyOf(req)));
}
