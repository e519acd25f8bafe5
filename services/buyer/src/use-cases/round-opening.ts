import { roundBuyingPhase } from '@marketplace/domain';
import type { BuyerContext } from '../context';
import type { ListedRound } from '../domain/round-listing';
import { noticeFollowers } from './follows';
import { placeStandingOrders } from './standing-orders';

/**
 * A round opens for buying when it is approved and its opening time has come, whichever is
 * later: then its followers are told and its series' standing orders are placed. Both are once
 * per round however often this runs (the notice's key, each standing order's editions met).
 */
export async function roundOpened(ctx: BuyerContext, round: ListedRound): Promise<boolean> {
  await noticeFollowers(ctx, round);
  return placeStandingOrders(ctx, round);
}

/** Rounds this process has opened: the scan looks at each open round once per process. */
const openedHere = new WeakMap<BuyerContext, Set<string>>();

/**
 * The opening scan (every replica, startPeriodicJob; woken when a local run's clock moves): each
 * approved round now open that this process has not opened yet is opened. After a restart every
 * open round is looked at once more, which the once-per-round keys make harmless.
 */
export async function openDueRounds(ctx: BuyerContext): Promise<number> {
  let opened = openedHere.get(ctx);
  if (!opened) openedHere.set(ctx, (opened = new Set()));
  const now = ctx.now();
  let count = 0;
  for (const round of ctx.catalogue.approvedRounds()) {
    if (opened.has(round.id) || roundBuyingPhase(round, now) !== 'open') continue;
    // A holder whose standing order failed is tried again at the next scan.
    if (await roundOpened(ctx, round)) opened.add(round.id);
    count++;
  }
  return count;
}
