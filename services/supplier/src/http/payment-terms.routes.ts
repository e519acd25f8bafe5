import type { Router } from 'express';
import { paymentTermsSchema, updatePaymentTermsBodySchema } from '@marketplace/contracts';
import { handle, requireRole } from '@marketplace/service-kit/http';
import type { SupplierContext } from '../context';
import { supplierCompanyOf } from './caller';
import { paymentTermsOf, setPaymentTerms } from '../use-cases/payment-terms';

/** The caller company's payment terms ("net 30"), which give the invoices it sends their due date. */
export function paymentTermsRoutes(router: Router, ctx: SupplierContext): void {
  router.get(
    '/payment-terms',
    requireRole('supplier'),
    handle(
      {
        summary: "The company's payment terms (net days after an invoice is sent)",
        scope: 'invoices:read',
        response: paymentTermsSchema,
      },
      (_input, req) => paymentTermsOf(ctx, supplierCompanyOf(req)),
    ),
  );
  router.put(
    '/payment-terms',
    requireRole('supplier'),
    handle(
      {
        summary: "Set the company's payment terms (null: none); invoices sent from now on are dated by them",
        scope: 'invoices:write',
        body: updatePaymentTermsBodySchema,
        response: paymentTermsSchema,
      },
      ({ body }, req) => setPaymentTerms(ctx, supplierCompanyOf(req), body),
    ),
  );
}
