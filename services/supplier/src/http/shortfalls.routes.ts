import type { Router } from 'express';
import { roundShortfallsResponseSchema, shortfallBodySchema, shortfallSchema } from '@marketplace/contracts';
import { created, handle, pathParams, requireRole } from '@marketplace/service-kit/http';
import type { SupplierContext } from '../context';
import { confirmShortfall, previewShortfall, roundShortfalls } from '../use-cases/shortfalls';
import { supplierCompanyOf } from './caller';

const roundParams = pathParams('roundId');

const RULE =
  'The units missing are shared across the orders of the product by one rule: whole packs; ' +
  'flexible units called in at the close go first; then pro rata to the packs each line holds; ' +
  'packs left over go to the largest remainders, the later order on equal ones.';

/** A product of a closed round delivered short: previewed, then confirmed once, before any of it ships. */
export function shortfallsRoutes(router: Router, ctx: SupplierContext): void {
  const supplier = requireRole('supplier');

  router.get(
    '/rounds/:roundId/shortfalls',
    supplier,
    handle(
      {
        summary: "A round's products delivered short, with each order's cut",
        description: 'Oldest first. Another company’s round reads as not found.',
        scope: 'sales:read',
        params: roundParams,
        response: roundShortfallsResponseSchema,
      },
      ({ params }, req) => roundShortfalls(ctx, supplierCompanyOf(req), params.roundId),
    ),
  );

  router.post(
    '/rounds/:roundId/shortfalls/preview',
    supplier,
    handle(
      {
        summary: 'What a delivered quantity would take off each order, without confirming it',
        description: `${RULE} Every check of the confirmation runs; nothing is written.`,
        scope: 'sales:read',
        params: roundParams,
        body: shortfallBodySchema,
        response: shortfallSchema,
      },
      ({ params, body }, req) => previewShortfall(ctx, supplierCompanyOf(req), params.roundId, body),
    ),
  );

  router.post(
    '/rounds/:roundId/shortfalls',
    supplier,
    created(
      {
        summary: 'Confirm a product of a closed round delivered short',
        description:
          `${RULE} Once per product, before any of it ships, in whole packs and fewer than the ` +
          'orders confirmed. Each buyer is told their figures; the orders lose their cut and every ' +
          'sent invoice of the round gets a credit note, its freight re-split on what was delivered. ' +
          'A refused shortfall writes nothing.',
        scope: 'sales:write',
        params: roundParams,
        body: shortfallBodySchema,
        response: shortfallSchema,
      },
      ({ params, body }, req) => confirmShortfall(ctx, supplierCompanyOf(req), params.roundId, body),
    ),
  );
}
