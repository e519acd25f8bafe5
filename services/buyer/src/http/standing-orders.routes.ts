import type { Router } from 'express';
import { z } from 'zod';
import {
  orderSnapshotSchema,
  standingOrderInputSchema,
  standingOrderSchema,
  standingOrdersResponseSchema,
} from '@marketplace/contracts';
import { callerOf, handle, requireRole } from '@marketplace/service-kit/http';
import type { BuyerContext } from '../context';
import {
  listStandingOrders,
  removeStandingOrder,
  setStandingOrder,
  skipStandingOrder,
} from '../use-cases/standing-orders';

const id = z.string().min(1).max(200);
const standingParams = z.object({ seriesId: id, productId: id }).strict();

/** Standing orders: a product of a series placed for its buyer as each edition opens, and skipping one. */
export function standingOrdersRoutes(router: Router, ctx: BuyerContext): void {
  const buyer = requireRole('buyer');

  router.get(
    '/standing-orders',
    buyer,
    handle(
      {
        summary:
          'The caller’s standing orders (an approver: the whole team’s), with what the last edition did',
        scope: 'standing-orders:read',
        response: standingOrdersResponseSchema,
      },
      (_input, req) => listStandingOrders(ctx, callerOf(req)),
    ),
  );

  router.put(
    '/standing-orders/:seriesId/:productId',
    buyer,
    handle(
      {
        summary: 'Set a standing order for a product of a series: placed as each new edition opens',
        description:
          'Quantity and flexible units in whole packs; an edition whose price rose more than `priceRiseLimitPct` above today’s puts it in the cart instead. An approver may set one for a member of their team (`buyerId`). Only a product of an edition that reached the buyer; starts with the next edition.',
        scope: 'standing-orders:write',
        params: standingParams,
        body: standingOrderInputSchema,
        response: standingOrderSchema,
      },
      ({ params, body }, req) =>
        setStandingOrder(ctx, callerOf(req), params.seriesId, params.productId, body),
    ),
  );

  router.delete(
    '/standing-orders/:seriesId/:productId',
    buyer,
    handle(
      {
        summary: 'Remove a standing order (an approver: `?buyerId=` for a member’s)',
        scope: 'standing-orders:write',
        params: standingParams,
        query: z.object({ buyerId: id.optional() }).strict(),
        noContent: true,
      },
      async ({ params, query }, req, res) => {
        await removeStandingOrder(ctx, callerOf(req), params.seriesId, params.productId, query.buyerId);
        res.status(204).end();
      },
    ),
  );

  router.post(
    '/orders/:orderId/skip',
    buyer,
    handle(
      {
        summary: 'Skip this edition: take back the order a standing order placed, before the deadline',
        description:
          'The order is cancelled and its units released; the standing order stays for the next editions. Its buyer or their team’s approver, while the round is open.',
        scope: 'standing-orders:write',
        params: z.object({ orderId: id }).strict(),
        response: orderSnapshotSchema,
      },
      ({ params }, req) => skipStandingOrder(ctx, callerOf(req), params.orderId),
    ),
  );
}
