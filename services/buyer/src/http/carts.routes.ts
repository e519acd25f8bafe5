import type { Router } from 'express';
import { z } from 'zod';
import {
  cartFlexBodySchema,
  cartQtyBodySchema,
  type CartChangeResponse,
  type CartsResponse,
} from '@marketplace/contracts';
import { callerOf, handle, requireRole } from '@marketplace/service-kit';
import { changeCartItem, listCarts, setCartFlex } from '../use-cases/carts';
import type { BuyerContext } from '../context';
import { requireBuyingCompany } from '../use-cases/round-access';

const itemParams = z.object({
  roundId: z.string().min(1).max(200),
  roundProductId: z.string().min(1).max(200),
});

/** Shopping Cart: the caller's own carts only (every query is scoped by the token's user id). */
export function cartsRoutes(router: Router, ctx: BuyerContext): void {
  router.get(
    '/carts',
    requireRole('buyer'),
    handle({}, async (_input, req): Promise<CartsResponse> => ({
      carts: await listCarts(ctx, callerOf(req).userId),
    })),
  );

  router.put(
    '/carts/:roundId/items/:roundProductId',
    requireRole('buyer'),
    handle({ params: itemParams, body: cartQtyBodySchema }, async ({ params, body }, req) => {
      const caller = callerOf(req);
      requireBuyingCompany(caller);
      return {
        cart: await changeCartItem(ctx, caller.userId, params.roundId, params.roundProductId, {
          kind: 'set',
          qty: body.qty,
        }),
      } satisfies CartChangeResponse;
    }),
  );

  router.post(
    '/carts/:roundId/items/:roundProductId/add',
    requireRole('buyer'),
    handle({ params: itemParams, body: cartQtyBodySchema }, async ({ params, body }, req) => {
      const caller = callerOf(req);
      requireBuyingCompany(caller);
      return {
        cart: await changeCartItem(ctx, caller.userId, params.roundId, params.roundProductId, {
          kind: 'add',
          qty: body.qty,
        }),
      } satisfies CartChangeResponse;
    }),
  );

  // Flexible commitment of a line (issue 42): "and up to N more if the group needs it".
  router.put(
    '/carts/:roundId/items/:roundProductId/flex',
    requireRole('buyer'),
    handle({ params: itemParams, body: cartFlexBodySchema }, async ({ params, body }, req) => {
      const caller = callerOf(req);
      requireBuyingCompany(caller);
      return {
        cart: await setCartFlex(ctx, caller.userId, params.roundId, params.roundProductId, body.flex),
      } satisfies CartChangeResponse;
    }),
  );

  router.delete(
    '/carts/:roundId/items/:roundProductId',
    requireRole('buyer'),
    handle(
      { params: itemParams },
      async ({ params }, req) =>
        ({
          cart: await changeCartItem(ctx, callerOf(req).userId, params.roundId, params.roundProductId, {
            kind: 'remove',
          }),
        }) satisfies CartChangeResponse,
    ),
  );
}
