import type { Router } from 'express';
import { z } from 'zod';
import {
  buyerDashboardSchema,
  buyerOrdersQuerySchema,
  buyerOrdersResponseSchema,
  cartFlexBodySchema,
  confirmReceiptBodySchema,
  orderSnapshotSchema,
  orderTimelineResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  placeOrderBodySchema,
  type BuyerDashboard,
  type BuyerOrdersResponse,
  type OrderSnapshot,
} from '@marketplace/contracts';
import { validationProblem } from '@marketplace/service-kit/core';
import { callerOf, handle, requireRole } from '@marketplace/service-kit/http';
import type { BuyerContext } from '../context';
import { buyerDashboard } from '../use-cases/dashboard';
import { getOrder, getOrderTimeline, listOrders, placeOrder, setOrderFlex } from '../use-cases/orders';
import { confirmReceipt } from '../use-cases/receipts';
import { requireBuyingCompany } from '../use-cases/round-access';

const idempotencyHeader = z.object({
  [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{8,128}$/, 'must be 8–128 letters, digits or . _ : -')
    .optional(),
});

/** Orders and the dashboard: the caller's own orders (a buying team's approver: the team's). */
export function ordersRoutes(router: Router, ctx: BuyerContext): void {
  router.post(
    '/orders',
    requireRole('buyer'),
    handle(
      {
        summary: "Place an order from the round's cart",
        scope: 'orders:write',
        description:
          'Answers 201 with the new order, or 200 with the same order when the Idempotency-Key of an earlier request is sent again.',
        body: placeOrderBodySchema,
        response: orderSnapshotSchema,
      },
      async ({ body }, req, res): Promise<OrderSnapshot> => {
        requireBuyingCompany(callerOf(req));
        const header = idempotencyHeader.safeParse(req.headers);
        if (!header.success) throw invalidKey(header.error.issues[0]?.message ?? 'invalid');
        const key = header.data[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
        const { order, created } = await placeOrder(ctx, callerOf(req), body.roundId, key);
        res.status(created ? 201 : 200);
        return order;
      },
    ),
  );

  router.get(
    '/orders',
    requireRole('buyer'),
    handle(
      {
        summary: "The caller's orders (an approver: the team's), filtered by status or text",
        scope: 'orders:read',
        query: buyerOrdersQuerySchema,
        response: buyerOrdersResponseSchema,
      },
      async ({ query }, req): Promise<BuyerOrdersResponse> => listOrders(ctx, callerOf(req), query),
    ),
  );

  router.get(
    '/orders/:orderId',
    requireRole('buyer'),
    handle(
      {
        summary: "One of the caller's orders",
        scope: 'orders:read',
        params: z.object({ orderId: z.string().min(1).max(200) }),
        response: orderSnapshotSchema,
      },
      async ({ params }, req) => getOrder(ctx, callerOf(req), params.orderId),
    ),
  );

  router.get(
    '/orders/:orderId/timeline',
    requireRole('buyer'),
    handle(
      {
        summary: "Every change of one of the caller's orders: who, when and why, oldest first",
        scope: 'orders:read',
        params: z.object({ orderId: z.string().min(1).max(200) }),
        response: orderTimelineResponseSchema,
      },
      async ({ params }, req) => getOrderTimeline(ctx, callerOf(req), params.orderId),
    ),
  );

  orderChangeRoutes(router, ctx);
}

/** What a buyer does to a placed order: its flexible units, its receipt; and the dashboard. */
function orderChangeRoutes(router: Router, ctx: BuyerContext): void {
  // A placed line's flexible commitment, while the round is open.
  router.put(
    '/orders/:orderId/items/:itemId/flex',
    requireRole('buyer'),
    handle(
      {
        summary: "Set a placed line's flexible units while the round is open",
        scope: 'orders:write',
        params: z.object({ orderId: z.string().min(1).max(200), itemId: z.string().min(1).max(200) }),
        body: cartFlexBodySchema,
        response: orderSnapshotSchema,
      },
      async ({ params, body }, req): Promise<OrderSnapshot> => {
        const caller = callerOf(req);
        requireBuyingCompany(caller);
        return setOrderFlex(ctx, caller, params.orderId, params.itemId, body.flex);
      },
    ),
  );

  // What arrived of a shipped order: the buyer's own order only (an approver does not confirm for a member).
  router.post(
    '/orders/:orderId/receipt',
    requireRole('buyer'),
    handle(
      {
        summary: 'Confirm receipt of a shipped order: per line, units received and damaged (the rest short)',
        scope: 'orders:write',
        description:
          'Lines left out arrived in full. Answers 409 unless the order is shipped (every unit has left), 422 for a line not of the order, named twice, or counting more units than were shipped on it. The order becomes delivered, or completed when every invoice of it is paid.',
        params: z.object({ orderId: z.string().min(1).max(200) }),
        body: confirmReceiptBodySchema,
        response: orderSnapshotSchema,
      },
      async ({ params, body }, req): Promise<OrderSnapshot> =>
        confirmReceipt(ctx, callerOf(req), params.orderId, body),
    ),
  );

  router.get(
    '/dashboard',
    requireRole('buyer'),
    handle(
      {
        summary: "The buyer's dashboard: open rounds, recent orders, totals",
        response: buyerDashboardSchema,
      },
      async (_input, req): Promise<BuyerDashboard> => buyerDashboard(ctx, callerOf(req)),
    ),
  );
}

function invalidKey(message: string) {
  return validationProblem([{ path: `headers.${IDEMPOTENCY_KEY_HEADER}`, code: 'invalid_format', message }]);
}
