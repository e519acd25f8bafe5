import type { Router } from 'express';
import { z } from 'zod';
import {
  buyerRoundDetailSchema,
  buyerRoundsQuerySchema,
  buyerRoundsResponseSchema,
  type BuyerRoundDetail,
  type BuyerRoundsResponse,
} from '@marketplace/contracts';
import { handle, requireRole } from '@marketplace/service-kit/http';
import { roundRow } from '../domain/round-listing';
import { withCommitted } from '../use-cases/carts';
import type { BuyerContext } from '../context';
import { knownRound } from '../use-cases/round-access';

const roundParams = z.object({ roundId: z.string().min(1).max(200) });

/** Explore Rounds: pages of the in-memory, already ordered view; a round with its products. */
export function roundsRoutes(router: Router, ctx: BuyerContext): void {
  const committedOf = (roundProductId: string) => ctx.committed.get(roundProductId).total;

  router.get(
    '/rounds',
    requireRole('buyer'),
    handle(
      {
        summary: 'Explore Rounds: open rounds, a page at a time, searchable',
        scope: 'rounds:read',
        query: buyerRoundsQuerySchema,
        response: buyerRoundsResponseSchema,
      },
      ({ query }): BuyerRoundsResponse => {
        const { items, total } = ctx.catalogue.page(query.search, query.page, query.pageSize, ctx.now());
        return {
          items: items.map((r) => roundRow(r, committedOf)),
          total,
          page: query.page,
          pageSize: query.pageSize,
        };
      },
    ),
  );

  router.get(
    '/rounds/:roundId',
    requireRole('buyer'),
    handle(
      {
        summary: 'A round with its products, committed units and outcomes',
        scope: 'rounds:read',
        params: roundParams,
        response: buyerRoundDetailSchema,
      },
      ({ params }): BuyerRoundDetail => {
        const round = knownRound(ctx, params.roundId);
        return {
          ...roundRow(round, committedOf),
          products: round.products.map((p) => ({
            ...withCommitted(ctx, p),
            outcome: round.outcomes?.[p.id] ?? null,
          })),
        };
      },
    ),
  );
}
