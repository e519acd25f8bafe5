import type { Router } from 'express';
import { createRoundBodySchema, roundsQuerySchema } from '@marketplace/contracts';
import { created, handle, pathParams, requireRole } from '@marketplace/service-kit';
import type { SupplierContext } from '../context';
import { createRound, listRounds, roundPerformance, submitRound } from '../use-cases/rounds';
import { supplierCompanyOf } from './caller';

const roundParams = pathParams('id');

/** My Rounds (spec §2.5): own company's rounds only; decisions come from admin as commands. */
export function roundsRoutes(router: Router, ctx: SupplierContext): void {
  const supplier = requireRole('supplier');

  router.get(
    '/rounds',
    supplier,
    handle({ query: roundsQuerySchema }, ({ query }, req) => listRounds(ctx, supplierCompanyOf(req), query)),
  );

  router.post(
    '/rounds',
    supplier,
    created({ body: createRoundBodySchema }, ({ body }, req) =>
      createRound(ctx, supplierCompanyOf(req), body),
    ),
  );

  router.get(
    '/rounds/:id',
    supplier,
    handle({ params: roundParams }, ({ params }, req) =>
      roundPerformance(ctx, supplierCompanyOf(req), params.id),
    ),
  );

  router.post(
    '/rounds/:id/submit',
    supplier,
    handle({ params: roundParams }, ({ params }, req) => submitRound(ctx, supplierCompanyOf(req), params.id)),
  );
}
