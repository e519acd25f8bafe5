import type { Router } from 'express';
import { z } from 'zod';
import {
  cartChangeResponseSchema,
  cartFlexBodySchema,
  cartQtyBodySchema,
  cartsResponseSchema,
  type CartChangeResponse,
  type CartsResponse,
  type CartView,
} from '@marketplace/contracts';
import { callerOf, handle, requireRole } from '@marketplace/service-kit/http';
import { changeCartItem, listCarts, setCartFlex } from '../use-cases/carts';
import type { BuyerContext } from '../context';
import { requireBuyingCompany } from '../use-cases/round-access';

const itemParams = z.object({
  roundId: z.string().min(1).max(200),
  roundProductId: z.string().min(1).max(200),
});
type ItemParams = z.infer<typeof itemParams>;

/**
 * A change to one cart line by a buyer who may buy (one with a company): the line's round and
 * product from the path, the body validated by `body`, answered with the round's cart afterwards.
 */
function cartLineChange<T>(
  summary: string,
  body: z.ZodType<T>,
  change: (buyerId: string, params: ItemParams, body: T) => Promise<CartView | null>,
) {
  return handle(
    { summary, scope: 'carts:write', params: itemParams, body, response: cartChangeResponseSchema },
    async ({ params, body: parsed }, req) => {
      const caller = callerOf(req);
      requireBuyingCompany(caller);
      return { cart: await change(caller.userId, params, parsed) } satisfies CartChangeResponse;
    },
  );
}

/** Shopping Cart: the caller's own carts only (every query is scoped by the token's user id). */
export function cartsRoutes(router: Router, ctx: BuyerContext): void {
  router.get(
    '/carts',
    requireRole('buyer'),
    handle(
      {
        summary: "The caller's open carts, one per round",
        scope: 'carts:read',
        response: cartsResponseSchema,
      },
      async (_input, req): Promise<CartsResponse> => ({
        carts: await listCarts(ctx, callerOf(req).userId),
      }),
    ),
  );

  router.put(
    '/carts/:roundId/items/:roundProductId',
    requireRole('buyer'),
    cartLineChange(
      "Set a cart line's quantity (within the round's stock and minimums)",
      cartQtyBodySchema,
      (buyerId, p, body) =>
        changeCartItem(ctx, buyerId, p.roundId, p.roundProductId, { kind: 'set', qty: body.qty }),
    ),
  );

  router.post(
    '/carts/:roundId/items/:roundProductId/add',
    requireRole('buyer'),
    cartLineChange('Add units to a cart line', cartQtyBodySchema, (buyerId, p, body) =>
      changeCartItem(ctx, buyerId, p.roundId, p.roundProductId, { kind: 'add', qty: body.qty }),
    ),
  );

  // "And up to N more if the group needs it": flex is offered, not committed.
  router.put(
    '/carts/:roundId/items/:roundProductId/flex',
    requireRole('buyer'),
    cartLineChange(
      "Set a cart line's flexible units (offered if the group needs them)",
      cartFlexBodySchema,
      (buyerId, p, body) => setCartFlex(ctx, buyerId, p.roundId, p.roundProductId, body.flex),
    ),
  );

  // Removing needs no company: a buyer whose company was taken away can still empty a cart.
  router.delete(
    '/carts/:roundId/items/:roundProductId',
    requireRole('buyer'),
    handle(
      {
        summary: 'Remove a cart line',
        scope: 'carts:write',
        params: itemParams,
        response: cartChangeResponseSchema,
      },
      async ({ params }, req) =>
        ({
          cart: await changeCartItem(ctx, callerOf(req).userId, params.roundId, params.roundProductId, {
            kind: 'remove',
          }),
        }) satisfies CartChangeResponse,
    ),
  );
}
