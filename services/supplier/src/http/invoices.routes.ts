import type { Router } from 'express';
import {
  invoiceSnapshotSchema,
  invoicesListResponseSchema,
  recordPaymentBodySchema,
} from '@marketplace/contracts';
import { invoiceDownloadRoutes } from '@marketplace/documents';
import { created, handle, pathParams, requireRole } from '@marketplace/service-kit/http';
import type { SupplierContext } from '../context';
import { supplierCompanyOf } from './caller';
import { listInvoices, markInvoiceSent, ownInvoice, recordPayment } from '../use-cases/invoices';

const idParams = pathParams('id');

/** Proforma Invoices of the caller's company (spec §2.5), their downloads, the Sent move and payments. */
export function invoicesRoutes(router: Router, ctx: SupplierContext): void {
  router.get(
    '/invoices',
    requireRole('supplier'),
    handle(
      {
        summary: "The company's proforma invoices",
        scope: 'invoices:read',
        response: invoicesListResponseSchema,
      },
      (_input, req) => listInvoices(ctx, supplierCompanyOf(req)),
    ),
  );
  router.get(
    '/invoices/:id',
    requireRole('supplier'),
    handle(
      {
        summary: "One of the company's proforma invoices",
        scope: 'invoices:read',
        params: idParams,
        response: invoiceSnapshotSchema,
      },
      ({ params }, req) => ownInvoice(ctx, supplierCompanyOf(req), params.id),
    ),
  );
  router.post(
    '/invoices/:id/send',
    requireRole('supplier'),
    handle(
      {
        summary: 'Mark an invoice as sent to the buyer',
        scope: 'invoices:write',
        params: idParams,
        response: invoiceSnapshotSchema,
      },
      ({ params }, req) => markInvoiceSent(ctx, supplierCompanyOf(req), params.id),
    ),
  );
  router.post(
    '/invoices/:id/payments',
    requireRole('supplier'),
    created(
      {
        summary: 'Record a payment that arrived for an invoice (the one that settles it makes it paid)',
        scope: 'invoices:write',
        params: idParams,
        body: recordPaymentBodySchema,
        response: invoiceSnapshotSchema,
      },
      ({ params, body }, req) => recordPayment(ctx, supplierCompanyOf(req), params.id, body),
    ),
  );
  invoiceDownloadRoutes(router, requireRole('supplier'), ctx.invoiceDocuments, (req, id) =>
    ownInvoice(ctx, supplierCompanyOf(req), id),
  );
}
