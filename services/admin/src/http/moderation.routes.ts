import type { Router } from 'express';
import {
  adminOrdersQuerySchema,
  adminRoundsQuerySchema,
  orderDecisionBodySchema,
  roundDecisionBodySchema,
} from '@marketplace/contracts';
import { callerOf, handle, pathParams, requireRole } from '@marketplace/service-kit';
import type { AdminContext } from '../context';
import { decideOrder, decideRound, listOrders, listRounds, reviewRound } from '../use-cases/moderation';

const roundParams = pathParams('roundId');
const orderParams = pathParams('orderId');

export function moderationRoutes(router: Router, ctx: AdminContext): void {
  const admin = requireRole('admin');

  router.get(
    '/rounds',
    admin,
    handle({ query: adminRoundsQuerySchema }, ({ query }) => listRounds(ctx, query)),
  );
  router.get(
    '/rounds/:roundId/review',
    admin,
    handle({ params: roundParams }, ({ params }) => reviewRound(ctx, params.roundId)),
  );
  router.post(
    '/rounds/:roundId/decision',
    admin,
    handle({ params: roundParams, body: roundDecisionBodySchema }, ({ params, body }, req) =>
      decideRound(ctx, params.roundId, body, callerOf(req).userId),
    ),
  );
  router.get(
    '/orders',
    admin,
    handle({ query: adminOrdersQuerySchema }, ({ query }) => listOrders(ctx, query)),
  );
  router.post(
    '/orders/:orderId/decision',
    admin,
    handle({ params: orderParams, body: orderDecisionBodySchema }, ({ params, body }, req) =>
      decideOrder(ctx, params.orderId, body, callerOf(req).userId),
    ),
  );
}
