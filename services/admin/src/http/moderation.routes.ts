import type { Router } from 'express';
import {
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminRoundsQuerySchema,
  adminRoundsResponseSchema,
  orderDecisionBodySchema,
  orderDecisionResponseSchema,
  orderTimelineResponseSchema,
  roundDecisionBodySchema,
  roundDecisionResponseSchema,
  roundReviewSchema,
} from '@marketplace/contracts';
import { callerOf, handle, pathParams, requireRole } from '@marketplace/service-kit/http';
import type { AdminContext } from '../context';
import {
  decideOrder,
  decideRound,
  listOrders,
  listRounds,
  orderTimeline,
  reviewRound,
} from '../use-cases/moderation';

const roundParams = pathParams('roundId');
const orderParams = pathParams('orderId');

export function moderationRoutes(router: Router, ctx: AdminContext): void {
  const admin = requireRole('admin');

  router.get(
    '/rounds',
    admin,
    handle(
      {
        summary: 'List rounds of every supplier, filtered by status or text',
        query: adminRoundsQuerySchema,
        response: adminRoundsResponseSchema,
      },
      ({ query }) => listRounds(ctx, query),
    ),
  );
  router.get(
    '/rounds/:roundId/review',
    admin,
    handle(
      {
        summary: "A submitted round's review: its products, prices and what a decision would change",
        params: roundParams,
        response: roundReviewSchema,
      },
      ({ params }) => reviewRound(ctx, params.roundId),
    ),
  );
  router.post(
    '/rounds/:roundId/decision',
    admin,
    handle(
      {
        summary: 'Approve or reject a submitted round',
        params: roundParams,
        body: roundDecisionBodySchema,
        response: roundDecisionResponseSchema,
      },
      ({ params, body }, req) => decideRound(ctx, params.roundId, body, callerOf(req).userId),
    ),
  );
  router.get(
    '/orders',
    admin,
    handle(
      {
        summary: 'List orders of every buyer, filtered by status or text',
        query: adminOrdersQuerySchema,
        response: adminOrdersResponseSchema,
      },
      ({ query }) => listOrders(ctx, query),
    ),
  );
  router.get(
    '/orders/:orderId/timeline',
    admin,
    handle(
      {
        summary: 'Every change of any order: who, when and why, oldest first',
        params: orderParams,
        response: orderTimelineResponseSchema,
      },
      ({ params }) => orderTimeline(ctx, params.orderId),
    ),
  );
  router.post(
    '/orders/:orderId/decision',
    admin,
    handle(
      {
        summary: 'Approve or reject an order waiting for the admin',
        params: orderParams,
        body: orderDecisionBodySchema,
        response: orderDecisionResponseSchema,
      },
      ({ params, body }, req) => decideOrder(ctx, params.orderId, body, callerOf(req).userId),
    ),
  );
}
