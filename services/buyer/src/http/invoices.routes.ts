import type { Router } from 'express';
import { invoiceSnapshotSchema, invoicesListResponseSchema } from '@marketplace/contracts';
import { invoiceDownloadRoutes } from '@marketplace/documents';
import { callerOf, handle, pathParams, requireRole } from '@marketplace/service-kit/http';
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
  invoiceDownloadRoutes(router, requireRole('buyer'), ctx.invoiceDocuments, (req, id) =>
    ownInvoice(ctx, callerOf(req).userId, id),
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
