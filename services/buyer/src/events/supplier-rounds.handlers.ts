import { roundApprovedV1, roundClosedV1 } from '@marketplace/contracts';
import { on, type EventHandler } from '@marketplace/service-kit';
import type { BuyerContext } from '../use-cases/context';
import { clearClosedRound, saveRound } from '../use-cases/round-events';

/** Rounds reach buyers when approved and leave when closed (spec §4). */
export function supplierRoundHandlers(ctx: BuyerContext): EventHandler[] {
  return [
    on(roundApprovedV1, async (e) => {
      await saveRound(ctx, e.data.round, 'approved', e.data.products);
    }),
    on(roundClosedV1, async (e) => {
      const round = await saveRound(ctx, e.data.round, 'closed', undefined);
      // Also when the version was already applied: a redelivery finishes an interrupted clearing.
      if (round.status === 'closed') {
        const cleared = await clearClosedRound(ctx, round);
        ctx.logger.info({ roundId: round._id, cleared }, 'round closed: carts cleared');
      }
    }),
  ];
}
