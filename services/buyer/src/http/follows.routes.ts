import type { Router } from 'express';
import { z } from 'zod';
import { followKindSchema, followSchema, followsResponseSchema } from '@marketplace/contracts';
import { callerOf, handle, requireRole } from '@marketplace/service-kit/http';
import type { BuyerContext } from '../context';
import { follow, listFollows, unfollow } from '../use-cases/follows';

const followParams = z.object({ kind: followKindSchema, id: z.string().min(1).max(200) }).strict();

/** Follows: suppliers and series a buyer is told of when their next round opens. */
export function followsRoutes(router: Router, ctx: BuyerContext): void {
  const buyer = requireRole('buyer');

  router.get(
    '/follows',
    buyer,
    handle(
      {
        summary: 'The suppliers and series the caller follows, newest first',
        scope: 'follows:read',
        response: followsResponseSchema,
      },
      (_input, req) => listFollows(ctx, callerOf(req).userId),
    ),
  );

  router.put(
    '/follows/:kind/:id',
    buyer,
    handle(
      {
        summary: 'Follow a supplier or a series: told (bell and e-mail) when its next round opens',
        description:
          'Only a supplier or series a round of which has reached the caller. Following again changes nothing.',
        scope: 'follows:write',
        params: followParams,
        response: followSchema,
      },
      ({ params }, req) => follow(ctx, callerOf(req).userId, params.kind, params.id),
    ),
  );

  router.delete(
    '/follows/:kind/:id',
    buyer,
    handle(
      {
        summary: 'Stop following a supplier or a series',
        scope: 'follows:write',
        params: followParams,
        noContent: true,
      },
      async ({ params }, req, res) => {
        await unfollow(ctx, callerOf(req).userId, params.kind, params.id);
        res.status(204).end();
      },
    ),
  );
}
