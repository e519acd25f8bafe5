import type { sealRoundCommand, SealedFlex } from '@marketplace/contracts';
import type { CommandHandler } from '@marketplace/service-kit/messaging';
import type { BuyerContext } from '../context';
import { sealedWithFlex } from '../use-cases/flex-call-in';

/**
 * Supplier → buyer at a round's close: the round's order book is sealed and the units
 * in orders at the seal answered, per round product, with the flexible units called in to meet a
 * product's MOQ added. Repeating it answers the same figures: the entries up to the
 * seal do not change, and neither does the rule.
 */
export function sealRoundHandler(ctx: BuyerContext): CommandHandler<typeof sealRoundCommand> {
  return async ({ roundId }) => {
    const head = await ctx.orderBook.seal(roundId);
    // Sealed just now (or before): the book's entries hold the seal.
    const { ordered, callIns } = (await sealedWithFlex(ctx, roundId))!;
    const flex: SealedFlex[] = [...callIns].map(([roundProductId, c]) => ({
      roundProductId,
      offered: c.offered,
      called: c.called,
    }));
    const ids = new Set([...Object.keys(ordered), ...callIns.keys()]);
    const units = [...ids].map((roundProductId) => ({
      roundProductId,
      units: (ordered[roundProductId] ?? 0) + (callIns.get(roundProductId)?.called ?? 0),
    }));
    ctx.logger.info({ roundId, seq: head.sealed!.seq, ordered: units, flex }, 'round order book sealed');
    return { roundId, seq: head.sealed!.seq, ordered: units, flex };
  };
}
