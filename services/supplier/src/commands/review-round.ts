import { SupplierProblemCodes, type reviewRoundCommand } from '@marketplace/contracts';
import { type CommandHandler, notFound } from '@marketplace/service-kit';
import type { SupplierContext } from '../context';
import type { RoundDoc } from '../data/round.model';
import { toRoundSummary } from '../domain/rounds';
import { approvalSnapshot } from '../use-cases/rounds';

/**
 * Admin → supplier over NATS request/reply: the round and its products exactly as
 * approving it now would freeze them (the same snapshot the approval event carries), so the
 * admin sees what the approval commits buyers and supplier to before deciding.
 */
export function reviewRoundHandler(ctx: SupplierContext): CommandHandler<typeof reviewRoundCommand> {
  return async ({ roundId }) => {
    const round = await ctx.models.Round.findById(roundId).lean<RoundDoc>();
    if (!round) throw notFound('Round not found', SupplierProblemCodes.roundNotFound);
    return { round: toRoundSummary(round), products: await approvalSnapshot(ctx, round) };
  };
}
