import type { decideRoundCommand } from '@marketplace/contracts';
import type { z } from 'zod';
import type { SupplierContext } from '../context';
import { decideRound } from '../use-cases/rounds';

/**
 * Admin → supplier over NATS request/reply (spec §4): approve or reject a pending round, close an
 * approved one. A refused change travels back as a 409 problem with the reason.
 */
export function decideRoundHandler(ctx: SupplierContext) {
  return async ({
    roundId,
    decision,
    actorId,
  }: z.infer<(typeof decideRoundCommand)['request']>): Promise<
    z.input<(typeof decideRoundCommand)['reply']>
  > => {
    const round = await decideRound(ctx, roundId, decision);
    ctx.logger.info({ roundId, decision, actorId, status: round.status }, 'round decided');
    return { roundId: round._id, status: round.status };
  };
}
