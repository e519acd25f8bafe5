import type { decideRoundCommand } from '@marketplace/contracts';
import type { CommandHandler } from '@marketplace/service-kit/messaging';
import type { SupplierContext } from '../context';
import { decideRound } from '../use-cases/rounds';

/**
 * Admin → supplier over NATS request/reply (spec §4): approve or reject a pending round, close an
 * approved one. A refused change travels back as a 409 problem with the reason.
 */
export function decideRoundHandler(ctx: SupplierContext): CommandHandler<typeof decideRoundCommand> {
  return async ({ roundId, decision, actorId }) => {
    const round = await decideRound(ctx, roundId, decision);
    ctx.logger.info({ roundId, decision, actorId, status: round.status }, 'round decided');
    return { roundId: round._id, status: round.status };
  };
}
