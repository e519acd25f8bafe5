import { orderRevisedV1, type RoundProductOutcome } from '@marketplace/contracts';
import { appendEventId, createEvent, forEachConcurrently } from '@marketplace/service-kit';
import { PRODUCER } from '../config';
import type { BuyerContext } from '../context';
import { openCartKey } from '../data/cart.model';
import { orderSnapshot, type OrderDoc } from '../data/order.model';
import { orderTotals, repriceAtClose } from '../domain/order-pricing';
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
 * every standing order (kept as `releasedItems`, "released: MOQ not reached"), the lines kept are
 * re-priced at their product's final price break (issue 30: the price at the committed total at
 * close, never upwards), the order is re-totalled, an order left empty is cancelled, and the
 * released units leave the ledger. Carts were cleared by the close already. Safe to repeat: a line
 * already moved or re-priced is not changed again, and each order's units are given back once (a
 * release marker keyed by the round and order). Returns the buyers who had orders in the round
 * (all of them hear of the outcome).
 */
export async function applyRoundOutcome(
  ctx: BuyerContext,
  round: RoundDoc,
  outcomes: readonly RoundProductOutcome[],
): Promise<{ buyers: string[]; revised: number; cancelled: number }> {
  const released = new Set(outcomes.filter((o) => o.outcome === 'released').map((o) => o.id));
  const committedAtClose = new Map(outcomes.map((o) => [o.id, o.committedAtClose]));
  const hasBreaks = round.products.some((p) => p.priceBreaks?.length);
  const orders = await ctx.orders.find({ roundId: round._id }, { _id: 1, buyerId: 1, status: 1 }).lean();
  const tally = { revised: 0, cancelled: 0 };
  const standing =
    released.size || hasBreaks
      ? orders.filter((o) => (STANDING as readonly string[]).includes(o.status))
      : [];
  await forEachConcurrently(standing, ORDER_CONCURRENCY, async ({ _id: orderId, buyerId }) => {
    await ctx.locks.run(openCartKey(buyerId, round._id), async () => {
      const order = await ctx.orders.findById(orderId).lean();
      if (!order) return;
      const revised = await reviseAtClose(ctx, order, released, round, committedAtClose);
      if (revised) {
        tally.revised++;
        if (revised.status === 'cancelled') tally.cancelled++;
      }
      await giveBackReleased(ctx, round, revised ?? order);
    });
  });
  return { buyers: [...new Set(orders.map((o) => o.buyerId))], ...tally };
}

/**
 * Moves the order's released lines out, re-prices the rest at the final breaks and re-totals it;
 * null when there is nothing left to move or re-price.
 */
async function reviseAtClose(
  ctx: BuyerContext,
  order: OrderDoc,
  released: ReadonlySet<string>,
  round: RoundDoc,
  committedAtClose: ReadonlyMap<string, number>,
): Promise<OrderDoc | null> {
  if (!(STANDING as readonly string[]).includes(order.status)) return null;
  const moving = order.items.filter((i) => released.has(i.roundProductId));
  const kept = order.items.filter((i) => !released.has(i.roundProductId));
  const repriced = repriceAtClose(kept, round.products, committedAtClose);
  if (!moving.length && !repriced) return null;
  const items = repriced ?? kept;
  const revised: OrderDoc = {
    ...order,
    items,
    releasedItems: moving.length ? [...(order.releasedItems ?? []), ...moving] : order.releasedItems,
    ...orderTotals(items),
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
          ...(revised.releasedItems && { releasedItems: revised.releasedItems }),
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
  // After the seal: the close's figures stay as sealed, the book shows what orders still hold.
  await ctx.orderBook.change(order.roundId, {
    kind: 'remove',
    orderId: order._id,
    buyerId: order.buyerId,
    reason: 'released',
    items: order.releasedItems.map((i) => ({ roundProductId: i.roundProductId, qty: i.qty })),
  });
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
