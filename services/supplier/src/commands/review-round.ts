import { SupplierProblemCodes, type reviewRoundCommand } from '@marketplace/contracts';
import { notFound } from '@marketplace/service-kit/core';
import type { CommandHandler } from '@marketplace/service-kit/messaging';
import type { SupplierContext } from '../context';
import type { RoundDoc } from '../data/round.model';
import { toRoundSummary } from '../domain/rounds';
import { approvalSnapshot } from '../use-cases/rounds';
import { sinceLastApproved } from '../use-cases/series';

/**
 * Admin → supplier over NATS request/reply: the round and its products exactly as
 * approving it now would freeze them (the same snapshot the approval event carries), so the
 * admin sees what the approval commits buyers and supplier to before deciding; for a series'
 * edition, also what changed since the series' last approved edition.
 */
export function reviewRoundHandler(ctx: SupplierContext): CommandHandler<typeof reviewRoundCommand> {
  return async ({ roundId }) => {
    const round = await ctx.rounds.findById(roundId).lean<RoundDoc>();
    if (!round) throw notFound('Round not found', SupplierProblemCodes.roundNotFound);
    const products = await approvalSnapshot(ctx, round);
    const since = await sinceLastApproved(ctx, round, products);
    return { round: toRoundSummary(round), products, ...(since && { sinceLastApproved: since }) };
  };
}
