import type { Router } from 'express';
import {
  documentQuerySchema,
  invoiceSnapshotSchema,
  invoicesListResponseSchema,
} from '@marketplace/contracts';
import { INVOICE_FILE_TYPES, sendInvoiceDownload } from '@marketplace/documents';
import { callerOf, handle, pathParams, requireRole } from '@marketplace/service-kit';
import type { BuyerContext } from '../context';
import { listInvoices, ownInvoice, respondToInvoice } from '../use-cases/invoices';

const idParams = pathParams('id');

/** Proforma Invoices (buyer, spec §2.4): only invoices addressed to the caller. */
export function invoicesRoutes(router: Router, ctx: BuyerContext): void {
  router.get(
    '/invoices',
    requireRole('buyer'),
    handle(
      {
        summary: 'Proforma invoices addressed to the caller',
        scope: 'invoices:read',
        response: invoicesListResponseSchema,
      },
      (_input, req) => listInvoices(ctx, callerOf(req).userId),
    ),
  );
  router.get(
    '/invoices/:id',
    requireRole('buyer'),
    handle(
      {
        summary: 'One proforma invoice addressed to the caller',
        scope: 'invoices:read',
        params: idParams,
        response: invoiceSnapshotSchema,
      },
      ({ params }, req) => ownInvoice(ctx, callerOf(req).userId, params.id),
    ),
  );
  for (const kind of ['pdf', 'txt'] as const)
    router.get(
      `/invoices/:id/${kind}`,
      requireRole('buyer'),
      handle(
        {
          summary: `The invoice as a ${kind === 'pdf' ? 'PDF' : 'text'} file, in the language asked`,
          scope: 'invoices:read',
          params: idParams,
          query: documentQuerySchema,
          file: INVOICE_FILE_TYPES[kind],
        },
        async ({ params, query }, req, res) => {
          const invoice = await ownInvoice(ctx, callerOf(req).userId, params.id);
          await sendInvoiceDownload(res, ctx.invoiceDocuments, invoice, kind, query.lang);
        },
      ),
    );
  for (const decision of ['accept', 'reject'] as const)
    router.post(
      `/invoices/:id/${decision}`,
      requireRole('buyer'),
      handle(
        {
          summary: `${decision === 'accept' ? 'Accept' : 'Reject'} a proforma invoice`,
          scope: 'invoices:write',
          params: idParams,
          response: invoiceSnapshotSchema,
        },
        ({ params }, req) => respondToInvoice(ctx, callerOf(req).userId, params.id, decision),
      ),
    );
}
