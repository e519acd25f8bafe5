import { roundLastCallV1, roundMoqReachedV1 } from '@marketplace/contracts';
import { COUNTED_AT_CLOSE_ORDER_STATUSES, isClosingSoon, PENDING_ORDER_STATUSES } from '@marketplace/domain';
import { createEvent } from '@marketplace/service-kit/messaging';
import { PRODUCER } from '../config';
import type { BuyerContext } from '../context';
import type { RoundDoc } from '../data/round.model';
import type { ListedRound } from '../domain/round-listing';
import { noticeApprovalLastCall } from './company-approval';
import { noticeSkippedAtLastCall } from './standing-orders';

/**
 * What buyers hear about a round. The buyer service knows who has something in a round
 * (carts, orders), so it asks identity to notify them; each request has a key, so a redelivered
 * event or a second replica never notifies twice.
 */

/**
 * Buyers with an open cart holding items in the round, or a pending order in it (waiting for the
 * admin, or for their own company's approval).
 */
async function buyersInvolved(ctx: BuyerContext, roundId: string): Promise<string[]> {
  const [carts, orders] = await Promise.all([
    ctx.carts.find({ roundId, status: 'open', 'items.0': { $exists: true } }, { buyerId: 1 }).lean(),
    ctx.orders.find({ roundId, status: { $in: [...PENDING_ORDER_STATUSES] } }, { buyerId: 1 }).lean(),
  ]);
  return [...new Set([...carts, ...orders].map((d) => d.buyerId))];
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
      // The deadline itself, not "within 24 hours": each reader writes it in its own zone.
      params: { roundTitle: round.title, closeAt: round.closeAt },
      link: '/buyer/cart',
      key: `round-closing-soon:${round.id}:${round.closeAt}`,
    });
    if (!asked) continue; // announced already (this deadline): so was its last call
    noticed += 1 + (await lastCall(ctx, round, round.closeAt));
    noticed += await noticeApprovalLastCall(ctx, round, round.closeAt);
    noticed += await noticeSkippedAtLastCall(ctx, round, round.closeAt);
  }
  return noticed;
}

/**
 * The last call of a round: for each product still short of its MOQ in orders (the
 * only units that count at the close), every buyer with something in the round hears by how much,
 * once per product and deadline; a buyer whose units of the product are only in a cart is told
 * that a cart is not an order.
 */
async function lastCall(ctx: BuyerContext, round: ListedRound, closeAt: string): Promise<number> {
  const short = round.products
    .map((product) => ({ product, shortBy: product.moq - ctx.orderBook.orderedUnits(product.id) }))
    .filter(({ shortBy }) => shortBy > 0);
  if (!short.length) return 0;
  const [carts, orders] = await Promise.all([
    ctx.carts
      .find({ roundId: round.id, status: 'open', 'items.0': { $exists: true } }, { buyerId: 1, items: 1 })
      .lean(),
    ctx.orders
      .find(
        { roundId: round.id, status: { $in: [...COUNTED_AT_CLOSE_ORDER_STATUSES] } },
        { buyerId: 1, items: 1 },
      )
      .lean(),
  ]);
  const inRound = [...new Set([...carts, ...orders].map((d) => d.buyerId))].sort();
  let asked = 0;
  for (const { product, shortBy } of short) {
    const holds = (doc: { items: Array<{ roundProductId: string }> }) =>
      doc.items.some((i) => i.roundProductId === product.id);
    const ordering = new Set(orders.filter(holds).map((o) => o.buyerId));
    const cartOnly = new Set(
      carts
        .filter(holds)
        .map((c) => c.buyerId)
        .filter((b) => !ordering.has(b)),
    );
    const params = { productName: product.name, roundTitle: round.title, count: shortBy, closeAt };
    await ctx.notices.announce(`last-call-event:${round.id}:${product.id}:${closeAt}`, [
      createEvent(
        roundLastCallV1,
        {
          roundId: round.id,
          roundTitle: round.title,
          supplierId: round.supplierId,
          closeAt,
          roundProductId: product.id,
          productName: product.name,
          shortBy,
          buyerIds: inRound,
        },
        PRODUCER,
      ),
    ]);
    for (const [kind, buyers, link] of [
      ['last_call', inRound.filter((b) => !cartOnly.has(b)), '/buyer/rounds'],
      ['last_call_cart', inRound.filter((b) => cartOnly.has(b)), '/buyer/cart'],
    ] as const) {
      if (!buyers.length) continue;
      const requested = await ctx.notices.request({
        kind,
        recipients: { userIds: buyers },
        params,
        link,
        key: `${kind}:${round.id}:${product.id}:${closeAt}`,
      });
      if (requested) asked++;
    }
  }
  return asked;
}

/**
 * An entry of the round's order book moved a product's units in orders from below its MOQ to at
 * least its MOQ (units only in carts never count, as at the close): every buyer with the product
 * in an open cart or a standing order hears it, once per round product. `changers` are the buyers
 * whose placements made the move: their orders may not be stored yet (the book takes an order
 * first), so they are named, not looked up.
 */
export async function noticeMoqReached(
  ctx: BuyerContext,
  roundId: string,
  roundProductId: string,
  before: number,
  after: number,
  changers: readonly string[] = [],
): Promise<void> {
  const round = ctx.catalogue.get(roundId);
  const product = round?.products.find((p) => p.id === roundProductId);
  if (!round || !product || !(before < product.moq && after >= product.moq)) return;
  const [carts, orders] = await Promise.all([
    ctx.carts
      .find({ roundId, status: 'open', 'items.roundProductId': roundProductId }, { buyerId: 1 })
      .lean(),
    ctx.orders
      .find(
        {
          roundId,
          status: { $in: [...COUNTED_AT_CLOSE_ORDER_STATUSES] },
          'items.roundProductId': roundProductId,
        },
        { buyerId: 1 },
      )
      .lean(),
  ]);
  const buyers = [...new Set([...changers, ...carts.map((c) => c.buyerId), ...orders.map((o) => o.buyerId)])];
  await ctx.notices.announce(`moq-reached-event:${roundProductId}`, [
    createEvent(
      roundMoqReachedV1,
      {
        roundId,
        roundTitle: round.title,
        supplierId: round.supplierId,
        roundProductId,
        productName: product.name,
        moq: product.moq,
        committed: after,
        buyerIds: buyers,
      },
      PRODUCER,
    ),
  ]);
  if (!buyers.length) return;
  await ctx.notices.request({
    kind: 'moq_reached',
    recipients: { userIds: buyers },
    params: { productName: product.name, roundTitle: round.title },
    link: '/buyer/cart',
    key: `moq-reached:${roundProductId}`,
  });
}
