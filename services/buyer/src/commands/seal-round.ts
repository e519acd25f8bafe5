import type { sealRoundCommand } from '@marketplace/contracts';
import type { z } from 'zod';
import type { BuyerContext } from '../context';

/**
 * Supplier → buyer at a round's close (issue 39): the round's order book is sealed and the units
 * in orders at the seal answered, per round product. Repeating it answers the same figures.
 */
export function sealRoundHandler(ctx: BuyerContext) {
  return async ({
    roundId,
  }: z.infer<(typeof sealRoundCommand)['request']>): Promise<z.input<(typeof sealRoundCommand)['reply']>> => {
    const { sealed } = await ctx.orderBook.seal(roundId);
    const ordered = Object.entries(sealed!.ordered).map(([roundProductId, units]) => ({
      roundProductId,
      units,
    }));
    ctx.logger.info({ roundId, seq: sealed!.seq, ordered }, 'round order book sealed');
    return { roundId, seq: sealed!.seq, ordered };
  };
}
