import { roundApprovedV1, roundClosedV1, roundExtendedV1, roundScheduledV1 } from '@marketplace/contracts';
import { on, type EventHandler } from '@marketplace/service-kit/messaging';
import type { BuyerContext } from '../context';
import { clearClosedRound, noteRoundSeries, saveRound } from '../use-cases/round-events';
import { releaseUnapprovedAtClose } from '../use-cases/company-approval';
import { giveBackAtClose, reviseOrdersAtClose } from '../use-cases/round-outcome';
import { noticeRoundExtended } from '../use-cases/round-notices';
import { noticeRoundClosed } from '../use-cases/close-notices';
import { roundOpened } from '../use-cases/round-opening';
import { roundBuyingPhase } from '@marketplace/domain';

/**
 * Rounds reach buyers when approved, may move their deadline once, and leave when closed (spec
 * §4): a close clears the round's carts and applies its outcome to the orders.
 */
export function supplierRoundHandlers(ctx: BuyerContext): EventHandler[] {
  return [
    on(roundApprovedV1, async (e) => {
      const saved = await saveRound(ctx, e.data.round, 'approved', e.data.products);
      // Open already: its followers are told and standing orders placed now (once each,
      // redeliveries too); a round opening later is opened by the opening scan.
      const round = ctx.catalogue.get(saved._id);
      if (saved.status === 'approved' && round && roundBuyingPhase(round, ctx.now()) === 'open')
        await roundOpened(ctx, round);
    }),
    on(roundScheduledV1, (e) => noteRoundSeries(ctx, e.data.roundId, e.data.seriesId)),
    on(roundExtendedV1, async (e) => {
      const round = await saveRound(ctx, e.data.round, 'approved', undefined);
      // The close sealed the book before it decided to extend: orders are taken again until the
      // new deadline (not for a late redelivery once that deadline has passed too).
      if (round.status === 'approved' && round.closeAt && new Date(round.closeAt) > ctx.now())
        await ctx.orderBook.reopen(round._id);
      if (round.status === 'approved') await noticeRoundExtended(ctx, round);
    }),
    on(roundClosedV1, async (e) => {
      const outcomes = e.data.outcomes ?? [];
      const round = await saveRound(ctx, e.data.round, 'closed', undefined, outcomes);
      // Also when the version was already applied: a redelivery finishes an interrupted close.
      if (round.status !== 'closed') return;
      const cleared = await clearClosedRound(ctx, round);
      // Orders still waiting for their company count no more than a cart: released the same way.
      const unapproved = await releaseUnapprovedAtClose(ctx, round);
      // A rejected round was never open; a close without outcomes came from before end actions.
      const applied = outcomes.length ? await reviseOrdersAtClose(ctx, round, outcomes) : null;
      // Once orders carry the close's changes: one notice per buyer says what changed.
      const noticed = await noticeRoundClosed(ctx, round);
      // Then the units the close gives back; a redelivery after a stop here does the rest.
      if (applied) await giveBackAtClose(ctx, round, applied.orders);
      ctx.logger.info(
        {
          roundId: round._id,
          cleared,
          unapproved,
          ...applied,
          buyers: undefined,
          orders: undefined,
          noticed,
        },
        'round closed',
      );
    }),
  ];
}
