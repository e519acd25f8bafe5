import type { Router } from 'express';
import {
  createRoundBodySchema,
  roundPerformanceSchema,
  roundsQuerySchema,
  runAgainProposalSchema,
  supplierRoundSchema,
  supplierRoundsResponseSchema,
} from '@marketplace/contracts';
import { created, handle, pathParams, requireRole } from '@marketplace/service-kit/http';
import type { SupplierContext } from '../context';
import { createRound, listRounds, roundPerformance, submitRound } from '../use-cases/rounds';
import { runAgainProposal } from '../use-cases/run-again';
import { supplierCompanyOf } from './caller';

const roundParams = pathParams('id');

/** My Rounds (spec §2.5): own company's rounds only; decisions come from admin as commands. */
export function roundsRoutes(router: Router, ctx: SupplierContext): void {
  const supplier = requireRole('supplier');

  router.get(
    '/rounds',
    supplier,
    handle(
      {
        summary: "The company's rounds, filtered by status or text",
        scope: 'rounds:read',
        query: roundsQuerySchema,
        response: supplierRoundsResponseSchema,
      },
      ({ query }, req) => listRounds(ctx, supplierCompanyOf(req), query),
    ),
  );

  router.post(
    '/rounds',
    supplier,
    created(
      {
        summary: 'Create a round (a draft until submitted)',
        scope: 'rounds:write',
        body: createRoundBodySchema,
        response: supplierRoundSchema,
      },
      ({ body }, req) => createRound(ctx, supplierCompanyOf(req), body),
    ),
  );

  router.get(
    '/rounds/:id/run-again',
    supplier,
    handle(
      {
        summary: 'Run a round again: the new draft it proposes, and what changed in the catalogue since',
        description:
          'The same products, MOQs, maxima, price breaks, freight, end action and last call; the dates ' +
          'moved forward by whole weeks. Products deactivated or gone since are left out and named. ' +
          'Nothing is written: `POST /rounds` with the proposal’s `round` creates the draft.',
        scope: 'rounds:read',
        params: roundParams,
        response: runAgainProposalSchema,
      },
      ({ params }, req) => runAgainProposal(ctx, supplierCompanyOf(req), params.id),
    ),
  );

  router.get(
    '/rounds/:id',
    supplier,
    handle(
      {
        summary: "A round's performance: each product's committed units, fill and outcome",
        scope: 'rounds:read',
        params: roundParams,
        response: roundPerformanceSchema,
      },
      ({ params }, req) => roundPerformance(ctx, supplierCompanyOf(req), params.id),
    ),
  );

  router.post(
    '/rounds/:id/submit',
    supplier,
    handle(
      {
        summary: "Submit a draft round for the admin's review",
        scope: 'rounds:write',
        params: roundParams,
        response: supplierRoundSchema,
      },
      ({ params }, req) => submitRound(ctx, supplierCompanyOf(req), params.id),
    ),
  );
}
