import { orderRevisedV1, type RoundProductOutcome } from '@marketplace/contracts';
import { sumMoney } from '@marketplace/domain';
import { appendEventId, createEvent, forEachConcurrently } from '@marketplace/service-kit';
import { PRODUCER } from '../config';
import type { BuyerContext } from '../context';
import { openCartKey } from '../data/cart.model';
import { orderSnapshot, type OrderDoc } from '../data/order.model';
import type { RoundDoc } from '../data/round.model';
import { orderedQty } from './carts';

/** Orders a close changes: those still standing (a rejected or cancelled one has nothing to give back). */
const STANDING = ['pending_admin', 'approved'] as const;
/**
 * Orders revised at once. Each is its own buyer's (its own lock, its own outbox write), and the
 * ledger takes concurrent give-backs as it takes a rush; one by one, a round with many orders
 * held back the next round's close and every buyer's notice.
 */
const ORDER_CONCURRENCY = 4;

/**
 * Applies a round's outcome to its orders (issue 29): the lines of `released` products leave
 * every standing order (kept as `releasedItems`, "released: MOQ not reached"), the order is
 * re-totalled, an order left empty is cancelled, and the released units leave the ledger. Carts
 * were cleared by the close already. Safe to repeat: a line already moved is not found again,
 * and each order's units are given back once (a release marker keyed by the round and order).
 * Returns the buyers who had orders in the round (all of them hear of the outcome).
 */
export async function applyRoundOutcome(
  ctx: BuyerContext,
  round: RoundDoc,
  outcomes: readonly RoundProductOutcome[],
): Promise<{ buyers: string[]; revised: number; cancelled: number }> {
  const released = new Set(outcomes.filter((o) => o.outcome === 'released').map((o) => o.id));
  const orders = await ctx.orders.find({ roundId: round._id }, { _id: 1, buyerId: 1, status: 1 }).lean();
  const tally = { revised: 0, cancelled: 0 };
  const standing = released.size
    ? orders.filter((o) => (STANDING as readonly string[]).includes(o.status))
    : [];
  await forEachConcurrently(standing, ORDER_CONCURRENCY, async ({ _id: orderId, buyerId }) => {
    await ctx.locks.run(openCartKey(buyerId, round._id), async () => {
      const order = await ctx.orders.findById(orderId).lean();
      if (!order) return;
      const revised = await releaseLines(ctx, order, released);
      if (revised) {
        tally.revised++;
        if (revised.status === 'cancelled') tally.cancelled++;
      }
      await giveBackReleased(ctx, round, revised ?? order);
    });
  });
  return { buyers: [...new Set(orders.map((o) => o.buyerId))], ...tally };
}

/** Moves the order's released lines out and re-totals it; null when it has none left to move. */
async function releaseLines(
  ctx: BuyerContext,
  order: OrderDoc,
  released: ReadonlySet<string>,
): Promise<OrderDoc | null> {
  if (!(STANDING as readonly string[]).includes(order.status)) return null;
  const moving = order.items.filter((i) => released.has(i.roundProductId));
  if (!moving.length) return null;
  const items = order.items.filter((i) => !released.has(i.roundProductId));
  const revised: OrderDoc = {
    ...order,
    items,
    releasedItems: [...(order.releasedItems ?? []), ...moving],
    totalValue: sumMoney(items.map((i) => i.subtotal)),
    totalUnits: items.reduce((sum, i) => sum + i.qty, 0),
    totalItems: items.length,
    // Nothing left to sell: the order goes, as a rejected one would, but no one rejected it.
    status: items.length ? order.status : 'cancelled',
    version: order.version + 1,
  };
  const event = createEvent(orderRevisedV1, orderSnapshot(revised), PRODUCER);
  await ctx.outbox.record([event], { collection: 'orders', id: order._id }, ([eventId]) =>
    ctx.orders.updateOne(
      { _id: order._id, version: order.version },
      {
        $set: {
          items: revised.items,
          releasedItems: revised.releasedItems,
          totalValue: revised.totalValue,
          totalUnits: revised.totalUnits,
          totalItems: revised.totalItems,
          status: revised.status,
          version: revised.version,
          _events: appendEventId(order._events, eventId!),
        },
      },
    ),
  );
  return revised;
}

/** The released lines' units leave the ledger, once per order (claimed before, as rejections do). */
async function giveBackReleased(ctx: BuyerContext, round: RoundDoc, order: OrderDoc): Promise<void> {
  if (!order.releasedItems?.length) return;
  if (!(await ctx.releases.claim(`moq-released:${order._id}`))) return;
  for (const item of order.releasedItems) {
    const ordered = await orderedQty(ctx, order.buyerId, order.roundId, item.roundProductId);
    await ctx.ledger.commit(
      {
        roundId: order.roundId,
        roundProductId: item.roundProductId,
        maxQty: round.products.find((p) => p.id === item.roundProductId)?.maxQty ?? null,
      },
      { buyerId: order.buyerId, delta: -item.qty, reason: 'round-closed', buyerCommitted: ordered },
    );
  }
}
