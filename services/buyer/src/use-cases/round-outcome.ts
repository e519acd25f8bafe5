import { orderRevisedV1, type EventEnvelope, type RoundProductOutcome } from '@marketplace/contracts';
import { appendTimeline, countsAtClose, orderTimelineOf } from '@marketplace/domain';
import { appendEventIds, createEvent } from '@marketplace/service-kit/messaging';
import { forEachConcurrently } from '@marketplace/service-kit/runtime';
import { PRODUCER } from '../config';
import type { BuyerContext } from '../context';
import { settleOrder } from '../data/order-list';
import { openCartKey } from '../data/cart.model';
import { announcedOrder, type OrderDoc } from '../data/order.model';
import { orderTotals, repriceAtClose, withCalledFlex } from '../domain/order-pricing';
import { closeEntries } from '../domain/order-timeline';
import type { RoundDoc } from '../data/round.model';
import { orderedQty } from './carts';
import { leaveBookOnce } from './orders';
import { sealedWithFlex } from './flex-call-in';

/** Flexible units called in at the close, per order and round product. */
type FlexCalls = Map<string, Map<string, number>>;

/**
 * Which orders' flexible units the close called in: those of products that came out met or
 * confirmed with flex called (the supplier decided on the seal's figures, which included them),
 * read again from the book at the seal by the same rule.
 */
async function flexCallsOf(
  ctx: BuyerContext,
  roundId: string,
  outcomes: readonly RoundProductOutcome[],
): Promise<FlexCalls> {
  const calledOn = new Set(
    outcomes.filter((o) => o.outcome !== 'released' && (o.flexCalled ?? 0) > 0).map((o) => o.id),
  );
  const calls: FlexCalls = new Map();
  if (!calledOn.size) return calls;
  const sealed = await sealedWithFlex(ctx, roundId);
  for (const [roundProductId, callIn] of sealed?.callIns ?? []) {
    if (!calledOn.has(roundProductId)) continue;
    for (const call of callIn.calls) {
      let byProduct = calls.get(call.orderId);
      if (!byProduct) calls.set(call.orderId, (byProduct = new Map()));
      byProduct.set(roundProductId, call.units);
    }
  }
  return calls;
}

/**
 * Orders revised at once. Each is its own buyer's (its own lock, its own outbox write), and the
 * ledger takes concurrent give-backs as it takes a rush; one by one, a round with many orders
 * held back the next round's close and every buyer's notice.
 */
const ORDER_CONCURRENCY = 4;

/**
 * Orders whose units are given back at once: the book and the ledger each write the changes that
 * reach them together as one entry per round product, so a round's give-backs side by side make
 * a few entries instead of one per order.
 */
const GIVE_BACK_CONCURRENCY = 16;

/**
 * Applies a round's outcome to its orders' lines and figures: the lines of `released` products
 * leave every standing order (kept as `releasedItems`, "released: MOQ not reached"), the lines
 * kept are re-priced at their product's final price break (the price at the committed total at
 * close, never upwards), the order is re-totalled and its tallies moved, and an order left empty
 * is cancelled. Carts were cleared by the close already. What the orders now say is what each
 * buyer's close notice tells (close-notices.ts); the units the close gives back to the book and
 * the ledger follow the notice (`giveBackAtClose`), so a round's buyers are not told only after
 * every order's give-backs too. Safe to repeat: a line already moved or re-priced is not changed
 * again. Returns the buyers who had orders in the round (all of them hear of the outcome) and the
 * standing orders as they now stand, for `giveBackAtClose`.
 */
export async function reviseOrdersAtClose(
  ctx: BuyerContext,
  round: RoundDoc,
  outcomes: readonly RoundProductOutcome[],
): Promise<{ buyers: string[]; revised: number; cancelled: number; orders: OrderDoc[] }> {
  const released = new Set(outcomes.filter((o) => o.outcome === 'released').map((o) => o.id));
  const committedAtClose = new Map(outcomes.map((o) => [o.id, o.committedAtClose]));
  const hasBreaks = round.products.some((p) => p.priceBreaks?.length);
  const calls = await flexCallsOf(ctx, round._id, outcomes);
  const orders = await ctx.orders.find({ roundId: round._id }, { _id: 1, buyerId: 1, status: 1 }).lean();
  const tally = { revised: 0, cancelled: 0 };
  const standing =
    released.size || hasBreaks || calls.size ? orders.filter((o) => countsAtClose(o.status)) : [];
  const after: OrderDoc[] = [];
  await forEachConcurrently(standing, ORDER_CONCURRENCY, async ({ _id: orderId, buyerId }) => {
    await ctx.locks.run(openCartKey(buyerId, round._id), async () => {
      const order = await ctx.orders.findById(orderId).lean();
      if (!order) return;
      const revised = await reviseAtClose(ctx, order, released, round, committedAtClose, calls.get(orderId));
      if (revised) {
        tally.revised++;
        if (revised.status === 'cancelled') tally.cancelled++;
      } else {
        // Revised by an earlier delivery that stopped before its tallies: moved now (no store
        // command when they were moved).
        await settleOrder(ctx, order);
      }
      after.push(revised ?? order);
    });
  });
  return { buyers: [...new Set(orders.map((o) => o.buyerId))], ...tally, orders: after };
}

/**
 * The close's units leave the book and the ledger, once per order (release markers): the released
 * lines' units given back, the flexible units called in committed. After the buyers' notices:
 * these change the round's figures, not what the buyers were told.
 */
export async function giveBackAtClose(
  ctx: BuyerContext,
  round: RoundDoc,
  orders: readonly OrderDoc[],
): Promise<void> {
  await forEachConcurrently(orders, GIVE_BACK_CONCURRENCY, (order) =>
    ctx.locks.run(openCartKey(order.buyerId, round._id), async () => {
      await giveBackReleased(ctx, round, order);
      await commitCalledFlex(ctx, round, order);
    }),
  );
}

/**
 * Moves the order's released lines out, adds the flexible units called in to their lines (issue
 * 42), re-prices the rest at the final breaks and re-totals it; null when there is nothing left to
 * move, call in or re-price.
 */
async function reviseAtClose(
  ctx: BuyerContext,
  order: OrderDoc,
  released: ReadonlySet<string>,
  round: RoundDoc,
  committedAtClose: ReadonlyMap<string, number>,
  called: ReadonlyMap<string, number> | undefined,
): Promise<OrderDoc | null> {
  if (!countsAtClose(order.status)) return null;
  const moving = order.items.filter((i) => released.has(i.roundProductId));
  const staying = order.items.filter((i) => !released.has(i.roundProductId));
  const kept = staying.map((i) => withCalledFlex(i, called?.get(i.roundProductId) ?? 0));
  const newlyCalled = kept.filter((line, index) => line !== staying[index]);
  const repriced = repriceAtClose(kept, round.products, committedAtClose);
  if (!moving.length && !repriced && !newlyCalled.length) return null;
  const items = repriced ?? kept;
  const totals = orderTotals(items);
  const timeline = appendTimeline(
    orderTimelineOf(order),
    ...closeEntries({
      at: ctx.now().toISOString(),
      released: moving,
      called: newlyCalled,
      before: kept,
      after: repriced,
      products: round.products,
      committedAtClose,
      fromTotal: order.totalValue,
      toTotal: totals.totalValue,
      cancelled: !items.length,
    }),
  );
  const revised: OrderDoc = {
    ...order,
    items,
    releasedItems: moving.length ? [...(order.releasedItems ?? []), ...moving] : order.releasedItems,
    ...totals,
    // Nothing left to sell: the order goes, as a rejected one would, but no one rejected it.
    status: items.length ? order.status : 'cancelled',
    timeline,
    version: order.version + 1,
  };
  // The buyer hears of it in their one close notice (close-notices.ts), flexible units included.
  const events: EventEnvelope[] = [createEvent(orderRevisedV1, announcedOrder(revised), PRODUCER)];
  const written = await ctx.outbox.record(events, { collection: 'orders', id: order._id }, (eventIds) =>
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
          timeline,
          version: revised.version,
          _events: appendEventIds(order._events, eventIds),
        },
      },
    ),
  );
  // Another delivery of the close that revised it first has settled its tallies.
  if (written.modifiedCount) await settleOrder(ctx, revised);
  return revised;
}

/**
 * The flexible units called in join the ledger, once per order: the round's committed
 * figures then match what its orders hold.
 */
async function commitCalledFlex(ctx: BuyerContext, round: RoundDoc, order: OrderDoc): Promise<void> {
  const lines = order.items.filter((i) => (i.flexCalled ?? 0) > 0);
  if (!lines.length) return;
  if (!(await ctx.releases.claim(`flex-called:${order._id}`))) return;
  for (const line of lines) {
    const ordered = await orderedQty(ctx, order.buyerId, order.roundId, line.roundProductId);
    await ctx.ledger
      .commit(
        { roundId: order.roundId, roundProductId: line.roundProductId, maxQty: null },
        { buyerId: order.buyerId, delta: line.flexCalled!, reason: 'flex-called', buyerCommitted: ordered },
      )
      .catch((err: Error) =>
        ctx.logger.error(
          { err: err.message, orderId: order._id, roundProductId: line.roundProductId },
          'flexible units called in but not recorded in the ledger',
        ),
      );
  }
}

/** The released lines' units leave the ledger, once per order (claimed before, as rejections do). */
async function giveBackReleased(ctx: BuyerContext, round: RoundDoc, order: OrderDoc): Promise<void> {
  if (!order.releasedItems?.length) return;
  // After the seal: the close's figures stay as sealed, the book shows what orders still hold.
  if (!(await leaveBookOnce(ctx, order, 'moq-released', 'released', order.releasedItems))) return;
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
