import type { RoundProductOutcome } from '@marketplace/contracts';
import { isClosingSoon } from '@marketplace/domain';
import type { BuyerContext } from '../context';
import type { RoundDoc } from '../data/round.model';

/**
 * What buyers hear about a round (issue 29). The buyer service knows who has something in a round
 * (carts, orders), so it asks identity to notify them; each request has a key, so a redelivered
 * event or a second replica never notifies twice.
 */

/** Buyers with an open cart holding items in the round, or a pending order in it. */
async function buyersInvolved(ctx: BuyerContext, roundId: string): Promise<string[]> {
  const [carts, orders] = await Promise.all([
    ctx.carts.find({ roundId, status: 'open', 'items.0': { $exists: true } }, { buyerId: 1 }).lean(),
    ctx.orders.find({ roundId, status: 'pending_admin' }, { buyerId: 1 }).lean(),
  ]);
  return [...new Set([...carts, ...orders].map((d) => d.buyerId))];
}

/** The round closed: every buyer with an order in it hears the outcome. */
export async function noticeRoundClosed(
  ctx: BuyerContext,
  round: RoundDoc,
  outcomes: readonly RoundProductOutcome[],
  buyers: string[],
): Promise<void> {
  if (!buyers.length) return;
  const released = outcomes.filter((o) => o.outcome === 'released').length;
  await ctx.notices.request({
    kind: 'round_closed',
    recipients: { userIds: buyers },
    params: { roundTitle: round.title, confirmed: outcomes.length - released, released },
    link: '/buyer/orders',
    key: `round-closed:${round._id}`,
  });
}

/** "Extend once" moved the deadline: buyers with something in the round are told. */
export async function noticeRoundExtended(ctx: BuyerContext, round: RoundDoc): Promise<void> {
  const buyers = await buyersInvolved(ctx, round._id);
  if (!buyers.length) return;
  await ctx.notices.request({
    kind: 'round_extended',
    recipients: { userIds: buyers },
    params: { roundTitle: round.title, count: round.extendDays ?? 1 },
    link: '/buyer/rounds',
    key: `round-extended:${round._id}`,
  });
}

/**
 * The closing-soon scan (every replica, see startPeriodicJob): rounds within 24 h of their
 * deadline tell the buyers with items in their cart or pending orders, once per deadline (an
 * extended round is announced again before its new one).
 */
export async function noticeRoundsClosingSoon(ctx: BuyerContext): Promise<number> {
  const now = ctx.now();
  let noticed = 0;
  for (const round of ctx.catalogue.approvedRounds()) {
    if (!round.closeAt || !isClosingSoon(round, now)) continue;
    const buyers = await buyersInvolved(ctx, round.id);
    if (!buyers.length) continue;
    const asked = await ctx.notices.request({
      kind: 'round_closing_soon',
      recipients: { userIds: buyers },
      params: { roundTitle: round.title },
      link: '/buyer/cart',
      key: `round-closing-soon:${round.id}:${round.closeAt}`,
    });
    if (asked) noticed++;
  }
  return noticed;
}

/**
 * A commitment moved a product's total from below its MOQ to at least its MOQ: the buyers with
 * it in their cart hear it (once per round product).
 */
export async function noticeMoqReached(
  ctx: BuyerContext,
  roundId: string,
  roundProductId: string,
  before: number,
  after: number,
): Promise<void> {
  const round = ctx.catalogue.get(roundId);
  const product = round?.products.find((p) => p.id === roundProductId);
  if (!round || !product || !(before < product.moq && after >= product.moq)) return;
  const carts = await ctx.carts
    .find({ roundId, status: 'open', 'items.roundProductId': roundProductId }, { buyerId: 1 })
    .lean();
  const buyers = [...new Set(carts.map((c) => c.buyerId))];
  if (!buyers.length) return;
  await ctx.notices.request({
    kind: 'moq_reached',
    recipients: { userIds: buyers },
    params: { productName: product.name, roundTitle: round.title },
    link: '/buyer/cart',
    key: `moq-reached:${roundProductId}`,
  });
}
