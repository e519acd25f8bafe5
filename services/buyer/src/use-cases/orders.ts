import { randomUUID } from 'node:crypto';
import {
  BuyerProblemCodes,
  FLEX_CHANGES_PER_LINE_MAX,
  TeamProblemCodes,
  buyerNotificationRequestedV1,
  orderDecidedV1,
  orderPlacedV1,
  orderRevisedV1,
  type BuyerOrdersQuery,
  type BuyerOrdersResponse,
  type Caller,
  type OrderSnapshot,
  type OrderStatus,
  type OrderTimelineEntry,
  type OrderTimelineResponse,
  BUYER_ORDERS_PAGE_SIZE,
} from '@marketplace/contracts';
import {
  appendTimeline,
  orderTimelineOf,
  sharesFreight,
  landedOrderLines,
  measureOn,
  shortId,
  type LimitExceeded,
  searchedTerms,
} from '@marketplace/domain';
import { conflict, HttpProblem, notFound } from '@marketplace/service-kit/core';
import {
  isDuplicateKey,
  cursorParam,
  daysTotal,
  readDayPage,
  searchPage,
  type ListDayDoc,
  type PageQuery,
} from '@marketplace/service-kit/store';
import { appendEventIds, createEvent } from '@marketplace/service-kit/messaging';
import { openCartKey, type CartDoc } from '../data/cart.model';
import { announcedOrder, orderSnapshot, type OrderDoc, type PlacedOrder } from '../data/order.model';
import { PRODUCER } from '../config';
import { bookItemsOf, type BookChange, type BookRemoval } from '../domain/order-book';
import { priceOrder } from '../domain/order-pricing';
import { orderedQty, requireFlexWithinMax, requireWholePacks } from './carts';
import { withShortfalls } from './order-shortfalls';
import type { BuyerContext } from '../context';
import { orderDays, orderListFields, settleOrder } from '../data/order-list';
import type { FreightSplit } from '../data/freight-splits';
import { openRound, roundClosed, roundProduct } from './round-access';
import type { ListedRound } from '../domain/round-listing';
import {
  limitsOf,
  noticeHeldOrder,
  pendingApproval,
  spendingCheckFor,
  teamPeople,
  withSpendingDecided,
} from './team';

/**
 * Admins hear of new orders once per round per window, not once per order: a rush of 500 orders
 * would otherwise be 500 bell items and 500 e-mails for each admin, and 500 more events for this
 * service to publish while it is busiest. The first order of a window names the round; the list of
 * pending orders holds the rest.
 */
export const ORDER_PLACED_NOTICE_WINDOW_MS = 15 * 60 * 1000;
/** The window each round's notice was last asked for, per service (identity dedupes the rest). */
const orderNoticeWindows = new WeakMap<BuyerContext, Map<string, number>>();

function orderPlacedNoticeKey(ctx: BuyerContext, roundId: string): string | null {
  const window = Math.floor(ctx.now().getTime() / ORDER_PLACED_NOTICE_WINDOW_MS);
  let asked = orderNoticeWindows.get(ctx);
  if (!asked) orderNoticeWindows.set(ctx, (asked = new Map()));
  if (asked.get(roundId) === window) return null;
  asked.set(roundId, window);
  return `order-placed:${roundId}:${window}`;
}

export const orderNotFound = () => notFound('No such order', BuyerProblemCodes.orderNotFound);

const flexOverLimit = (exceeded: readonly LimitExceeded[]) =>
  new HttpProblem(
    409,
    TeamProblemCodes.flexOverLimit,
    'Conflict',
    'These flexible units would take the order over your spending limit; only your approver can approve more',
    undefined,
    undefined,
    { exceeded: exceeded.join(',') },
  );

const flexChangesExhausted = () =>
  new HttpProblem(
    409,
    BuyerProblemCodes.flexChangesExhausted,
    'Conflict',
    `This line's flexible units changed ${FLEX_CHANGES_PER_LINE_MAX} times, the most a line allows; they can still be taken back`,
    undefined,
    undefined,
    { max: FLEX_CHANGES_PER_LINE_MAX },
  );

/**
 * Places the order for one round's open cart: prices and totals from the round snapshot,
 * status pending_admin, the cart converted. Placing is idempotent: a repeat of the same
 * `Idempotency-Key` in this process waits for the first and answers its order without touching
 * the store; across processes the order's unique `cartId` and `idempotencyKey` find it.
 * The cart's units stay committed: they move from the cart to the order.
 */
export async function placeOrder(
  ctx: BuyerContext,
  caller: Caller,
  roundId: string,
  idempotencyKey: string | undefined,
  standing?: StandingOrigin,
): Promise<PlacedOrder> {
  const keyed = idempotencyKey ? `${caller.userId}:${idempotencyKey}` : undefined;
  if (!keyed) return placeOnce(ctx, caller, roundId, undefined, standing);
  const { result, repeated } = ctx.placements.once(keyed, () =>
    placeOnce(ctx, caller, roundId, keyed, standing),
  );
  const placed = await result;
  return repeated ? { order: placed.order, created: false } : placed;
}

/** An order a standing order places as its series' edition opens (use-cases/standing-orders.ts). */
export interface StandingOrigin {
  seriesId: string;
}

/** The order a cart becomes: priced from the round's snapshot at the group's committed totals now. */
function orderFromCart(
  ctx: BuyerContext,
  caller: Caller,
  round: ListedRound,
  cart: CartDoc,
  standing: StandingOrigin | undefined,
): OrderSnapshot {
  const priced = priceOrder(
    cart.items.flatMap((item) => {
      const product = round.products.find((p) => p.id === item.roundProductId);
      // The group's committed total now (this cart's units are in it): its price break.
      return product
        ? [
            {
              id: randomUUID(),
              product,
              qty: item.qty,
              committed: ctx.committed.get(product.id).total,
              flex: item.flex ?? 0,
            },
          ]
        : [];
    }),
  );
  return {
    id: randomUUID(),
    buyerId: caller.userId,
    buyerCompanyId: caller.companyId,
    roundId: round.id,
    roundTitle: round.title,
    supplierId: round.supplierId,
    supplierName: round.supplierName,
    currency: round.currency,
    status: 'pending_admin',
    ...priced,
    ...(standing ? { standingSeriesId: standing.seriesId } : {}),
    createdAt: ctx.now().toISOString(),
    decidedAt: null,
    version: 1,
  };
}

/** An order booked in its round, about to be stored. */
interface BookedOrder {
  snapshot: OrderSnapshot;
  cart: CartDoc;
  keyed: string | undefined;
  /** Waiting for the company's approver: announces nothing yet. */
  held: boolean;
  /** Its events and the admins' notice window, when it goes to the admin now. */
  placed: ReturnType<typeof placedEvents> | null;
  units: ReturnType<typeof bookItemsOf>;
}

/**
 * Stores the booked order (with its events, unless held) and converts its cart. When it cannot be
 * stored, its units leave the book again; if its cart or key already has an order (another
 * replica at the same instant, or an earlier try that failed converting the cart), that order is
 * the answer, and `stored` is false.
 */
async function storeBookedOrder(
  ctx: BuyerContext,
  { snapshot, cart, keyed, held, placed, units }: BookedOrder,
): Promise<{ answer: PlacedOrder; stored: boolean }> {
  const { id, ...fields } = snapshot;
  try {
    const doc = (ids: string[]): OrderDoc => ({
      _id: id,
      ...fields,
      buyerCompanyId: fields.buyerCompanyId ?? null,
      ...orderListFields(snapshot),
      cartId: cart._id,
      idempotencyKey: keyed ?? `cart:${cart._id}`,
      _events: ids,
    });
    const store = (ids: string[]) => ctx.newOrders.insert([doc(ids)]);
    // A held order announces nothing yet: its company's approval sends it on.
    if (placed) await ctx.outbox.record(placed.events, { collection: 'orders', id }, store);
    else await store([]);
    await settleOrder(ctx, doc([]));
  } catch (err) {
    // Not placed here: its units leave the book, and the next order of the window asks for
    // the notice instead.
    const { roundId, buyerId } = snapshot;
    await ctx.orderBook
      .change(
        roundId,
        held
          ? { kind: 'unhold', orderId: id, buyerId, items: units }
          : { kind: 'remove', orderId: id, buyerId, reason: 'withdrawn', items: units },
      )
      .catch((undo: Error) =>
        ctx.logger.error(
          { err: undo.message, orderId: id, roundId },
          'order not stored and still in the book',
        ),
      );
    if (placed?.noticeKey) givePlacedNoticeBack(ctx, roundId);
    if (!isDuplicateKey(err)) throw err;
    // This cart already has its order, or this key was used: answer with that order.
    const winner = await ctx.orders
      .findOne({ $or: [{ cartId: cart._id }, ...(keyed ? [{ idempotencyKey: keyed }] : [])] })
      .lean();
    if (!winner) throw err;
    if (winner.cartId === cart._id) await convertCart(ctx, cart, winner._id);
    return { answer: { order: orderSnapshot(winner), created: false }, stored: false };
  }
  await convertCart(ctx, cart, id);
  return { answer: { order: snapshot, created: true }, stored: true };
}

/**
 * One placement under the buyer's lock for the round. The answer goes out once the order is
 * stored and its cart converted: a buyer who reloads their carts right after (a read, which takes
 * no lock) never sees the ordered cart still open. The held order's notice follows the answer.
 */
function placeOnce(
  ctx: BuyerContext,
  caller: Caller,
  roundId: string,
  keyed: string | undefined,
  standing: StandingOrigin | undefined,
): Promise<PlacedOrder> {
  const buyerId = caller.userId;
  return new Promise<PlacedOrder>((answer, fail) => {
    ctx.locks
      .run(openCartKey(buyerId, roundId), async () => {
        const cart = await ctx.carts.findOne({ openKey: openCartKey(buyerId, roundId) }).lean();
        if (!cart || !cart.items.length) {
          // A repeated key whose cart was already converted: the order it made, whatever the round's state.
          const earlier = keyed ? await ctx.orders.findOne({ idempotencyKey: keyed }).lean() : null;
          if (earlier) return answer({ order: orderSnapshot(earlier), created: false });
          openRound(ctx, roundId);
          throw notFound('Carrinho não encontrado', BuyerProblemCodes.cartNotFound);
        }
        const round = openRound(ctx, roundId);
        const snapshot = orderFromCart(ctx, caller, round, cart, standing);
        // A team member's order over their limit (its flexible units counted) waits for the
        // company's approver: it neither reaches the admin nor counts in the book until approved.
        // The check and the order's store are one decision among the member's (all replicas).
        const limits = await limitsOf(ctx, caller);
        const wasHeld = await withSpendingDecided(ctx, caller, limits, async () => {
          const hold = await spendingCheckFor(ctx, caller, limits, {
            ...snapshot,
            placedAt: new Date(snapshot.createdAt),
          });
          const held = hold?.needsApproval ? hold : null;
          if (held) {
            snapshot.status = 'pending_company';
            snapshot.companyApproval = pendingApproval(held);
          }
          snapshot.timeline = placedTimeline(snapshot, caller);
          const placed = held ? null : placedEvents(ctx, snapshot);
          const units = bookItemsOf(snapshot.items);
          // The order takes its place in the round's order book first: before the seal (counted at
          // the close; a held order's units apart, until its company approves) or refused as
          // closed, whatever replica serves the buyer.
          const booked = await ctx.orderBook.change(roundId, {
            kind: held ? 'hold' : 'place',
            orderId: snapshot.id,
            buyerId,
            items: units,
            closeAt: round.closeAt ? new Date(round.closeAt) : null,
          });
          if (!booked.accepted) throw roundClosed();
          const { answer: placedOrder, stored } = await storeBookedOrder(ctx, {
            snapshot,
            cart,
            keyed,
            held: Boolean(held),
            placed,
            units,
          });
          answer(placedOrder);
          return stored ? held : undefined;
        });
        if (wasHeld) await noticeHeldOrder(ctx, snapshot);
      })
      .catch(fail);
  });
}

/**
 * An order going to the admin: `buyer.order.placed.v1`, and the admins' notice unless this round's
 * window has one already (see ORDER_PLACED_NOTICE_WINDOW_MS). `noticeKey` is the window's key, to
 * give back if the order is not stored after all.
 */
export function placedEvents(ctx: BuyerContext, snapshot: OrderSnapshot) {
  const noticeKey = orderPlacedNoticeKey(ctx, snapshot.roundId);
  const events = [
    createEvent(orderPlacedV1, announcedOrder(snapshot), PRODUCER),
    ...(noticeKey
      ? [
          createEvent(
            buyerNotificationRequestedV1,
            {
              kind: 'order_placed',
              recipients: { roles: ['admin'] },
              params: { orderNumber: shortId(snapshot.id), roundTitle: snapshot.roundTitle },
              link: '/admin/orders',
              key: noticeKey,
            },
            PRODUCER,
          ),
        ]
      : []),
  ];
  return { events, noticeKey };
}

/** A new order's timeline: placed by its buyer, and held for the company's approval when over a limit. */
function placedTimeline(order: OrderSnapshot, caller: Caller): OrderTimelineEntry[] {
  const placed: OrderTimelineEntry = {
    at: order.createdAt,
    kind: 'placed',
    actor: { role: 'buyer', userId: caller.userId },
    details: {
      totalValue: order.totalValue,
      totalUnits: order.totalUnits,
      ...(order.standingSeriesId ? { standing: true } : {}),
    },
  };
  return order.companyApproval
    ? [
        placed,
        {
          at: order.createdAt,
          kind: 'held_for_approval',
          actor: { role: 'system' },
          details: { exceeded: order.companyApproval.exceeded },
        },
      ]
    : [placed];
}

/** The admin notice window `placedEvents` took for an order that was not stored after all. */
export function givePlacedNoticeBack(ctx: BuyerContext, roundId: string): void {
  orderNoticeWindows.get(ctx)?.delete(roundId);
}

/** Spec §4: if updating the cart after the order was created fails, it is logged and the order stands. */
export async function convertCart(
  ctx: BuyerContext,
  { _id: cartId, buyerId, roundId }: Pick<CartDoc, '_id' | 'buyerId' | 'roundId'>,
  orderId: string,
): Promise<void> {
  try {
    await ctx.carts.updateOne(
      { _id: cartId },
      { $set: { status: 'converted', openKey: `converted:${cartId}`, orderId, updatedAt: ctx.now() } },
    );
    ctx.openCarts.forget(buyerId, roundId);
  } catch (err) {
    ctx.logger.error({ err: (err as Error).message, cartId, orderId }, 'order placed but cart not converted');
  }
}

/**
 * Admin's decision (command): pending_admin → approved or rejected. A rejection gives the
 * order's units back to the round products, once (a release marker keyed by the order).
 * Repeating the same decision answers the same; another decision on a decided order is a 409.
 */
export async function decideOrder(
  ctx: BuyerContext,
  orderId: string,
  decision: 'approve' | 'reject',
  by: { actorId?: string; reason?: string } = {},
): Promise<{ orderId: string; status: OrderStatus }> {
  const found = await ctx.orders.findById(orderId).lean();
  if (!found) throw orderNotFound();
  const status: OrderStatus = decision === 'approve' ? 'approved' : 'rejected';
  return ctx.locks.run(openCartKey(found.buyerId, found.roundId), async () => {
    const order = (await ctx.orders.findById(orderId).lean())!;
    if (order.status !== 'pending_admin') {
      if (order.status !== status)
        throw conflict(BuyerProblemCodes.orderAlreadyDecided, `This order is already ${order.status}`);
      // A repeat of a decision whose tallies did not move (its first try failed after the write).
      await settleOrder(ctx, order);
      if (status === 'rejected') await releaseRejected(ctx, order);
      return { orderId, status };
    }
    const decidedAt = ctx.now().toISOString();
    const reason = status === 'rejected' ? by.reason?.trim() : undefined;
    const decided: OrderDoc = {
      ...order,
      status,
      decidedAt,
      timeline: appendTimeline(orderTimelineOf(order), {
        at: decidedAt,
        kind: status,
        actor: { role: 'admin', ...(by.actorId ? { userId: by.actorId } : {}) },
        ...(reason ? { reason } : {}),
        details: {},
      }),
      version: order.version + 1,
    };
    const events = [
      createEvent(orderDecidedV1, announcedOrder(decided), PRODUCER),
      createEvent(
        buyerNotificationRequestedV1,
        {
          kind: status === 'approved' ? 'order_approved' : 'order_rejected',
          recipients: { userIds: [order.buyerId] },
          params: { orderNumber: shortId(orderId), roundTitle: order.roundTitle },
          link: '/buyer/orders',
          key: `order-decided:${orderId}`,
        },
        PRODUCER,
      ),
    ];
    await ctx.outbox.record(events, { collection: 'orders', id: orderId }, (eventIds) =>
      ctx.orders.updateOne(
        { _id: orderId },
        {
          $set: {
            status,
            decidedAt: decided.decidedAt,
            timeline: decided.timeline,
            version: decided.version,
            _events: appendEventIds(order._events, eventIds),
          },
        },
      ),
    );
    await settleOrder(ctx, decided);
    if (status === 'rejected') await releaseRejected(ctx, decided);
    return { orderId, status };
  });
}

async function releaseRejected(ctx: BuyerContext, order: OrderDoc): Promise<void> {
  // A rejected order no longer counts toward the MOQ (before the seal, the close never sees it).
  if (!(await leaveBookOnce(ctx, order, 'order-rejected', 'rejected', order.items))) return;
  await releaseOrderUnits(ctx, order, 'order-rejected');
}

/**
 * Takes `lines` of an order out of its round's book, once per order and `marker` (release
 * markers): false, and nothing done, when that was claimed before.
 */
export async function leaveBookOnce(
  ctx: BuyerContext,
  order: OrderDoc,
  marker: 'order-rejected' | 'moq-released' | 'order-skipped',
  reason: BookRemoval,
  lines: OrderDoc['items'],
): Promise<boolean> {
  if (!(await ctx.releases.claim(`${marker}:${order._id}`))) return false;
  await ctx.orderBook.change(order.roundId, {
    kind: 'remove',
    orderId: order._id,
    buyerId: order.buyerId,
    reason,
    items: bookItemsOf(lines),
  });
  return true;
}

/**
 * Gives an order's units back to its round's products in the ledger: a rejected order's, or a
 * held one's that its company rejected or the close found unapproved. The caller claims the
 * release first (release markers), so it happens once.
 */
export async function releaseOrderUnits(
  ctx: BuyerContext,
  order: OrderDoc,
  reason: 'order-rejected' | 'round-closed' | 'order-skipped',
): Promise<void> {
  const round = ctx.catalogue.get(order.roundId);
  for (const item of order.items) {
    const ordered = await orderedQty(ctx, order.buyerId, order.roundId, item.roundProductId);
    const cart = await ctx.carts.findOne({ openKey: openCartKey(order.buyerId, order.roundId) }).lean();
    const inCart = cart?.items.find((i) => i.roundProductId === item.roundProductId)?.qty ?? 0;
    await ctx.ledger.commit(
      {
        roundId: order.roundId,
        roundProductId: item.roundProductId,
        maxQty: round?.products.find((p) => p.id === item.roundProductId)?.maxQty ?? null,
      },
      {
        buyerId: order.buyerId,
        delta: -item.qty,
        reason,
        buyerCommitted: ordered + inCart,
      },
    );
  }
}

/**
 * A booked flex change written on its order and announced; if the write fails, the book is given
 * the old figure back (the change taken back) and the failure goes on.
 */
async function writeFlexChange(
  ctx: BuyerContext,
  revised: OrderDoc,
  order: OrderDoc,
  change: Omit<Extract<BookChange, { kind: 'flex' }>, 'closeAt' | 'takenBack'>,
): Promise<void> {
  try {
    await ctx.outbox.record(
      [createEvent(orderRevisedV1, announcedOrder(revised), PRODUCER)],
      { collection: 'orders', id: order._id },
      (eventIds) =>
        ctx.orders.updateOne(
          { _id: order._id },
          {
            $set: {
              items: revised.items,
              flexChanges: revised.flexChanges,
              version: revised.version,
              _events: appendEventIds(order._events, eventIds),
            },
          },
        ),
    );
  } catch (err) {
    await ctx.orderBook
      .change(order.roundId, { ...change, from: change.to, to: change.from, closeAt: null, takenBack: true })
      .catch((undo: Error) =>
        ctx.logger.error(
          { err: undo.message, orderId: order._id },
          'order flex not written and still in the book',
        ),
      );
    throw err;
  }
}

/**
 * Changes a placed line's flexible units: "and up to `flex` more if the group needs
 * it", whole packs, 0 to take it back, on a pending or approved order while its round is open.
 * The round's book takes the change first (refused once sealed or past the deadline, so the close
 * counts what was offered at the seal), then the order is written; if that write fails, the book
 * is given the old figure back. A line changes at most FLEX_CHANGES_PER_LINE_MAX times (each
 * change is a book entry the close reads), then only back to 0.
 */
export async function setOrderFlex(
  ctx: BuyerContext,
  caller: Caller,
  orderId: string,
  itemId: string,
  flex: number,
): Promise<OrderSnapshot> {
  const buyerId = caller.userId;
  const found = await ctx.orders.findOne({ _id: orderId, buyerId }, { roundId: 1 }).lean();
  if (!found) throw orderNotFound();
  await ctx.locks.run(openCartKey(buyerId, found.roundId), async () => {
    const order = (await ctx.orders.findById(orderId).lean())!;
    const item = order.items.find((i) => i.id === itemId);
    if (!item) throw notFound('No such line on this order', BuyerProblemCodes.orderItemNotFound);
    if (order.status !== 'pending_admin' && order.status !== 'approved')
      throw conflict(BuyerProblemCodes.orderNotStanding, `This order is ${order.status}: it cannot change`);
    const round = openRound(ctx, order.roundId);
    const product = roundProduct(round, item.roundProductId);
    requireWholePacks(flex, product);
    const from = item.flex ?? 0;
    if (from === flex) return;
    const changed = order.flexChanges?.[itemId] ?? 0;
    // Taking the offer back stays possible: it is one entry more, once.
    if (flex > 0 && changed >= FLEX_CHANGES_PER_LINE_MAX) throw flexChangesExhausted();
    if (flex > from) requireFlexWithinMax(ctx, product, flex);
    const items = order.items.map((i) => {
      if (i !== item) return i;
      const { flex: _old, ...line } = i;
      return flex ? { ...line, flex } : line;
    });
    // A member's raise counts against their limits like an order (libs/domain orderSpendCents).
    // Over a limit it is refused rather than held: the order is with the admin already (or
    // approved), and only the approver may let spending past a limit, on an order of its own.
    const limits = flex > from ? await limitsOf(ctx, caller) : null;
    await withSpendingDecided(ctx, caller, limits, async () => {
      const check = await spendingCheckFor(ctx, caller, limits, {
        ...order,
        id: orderId,
        items,
        placedAt: new Date(order.createdAt),
      });
      if (check?.needsApproval) throw flexOverLimit(check.exceeded);
      const change = { kind: 'flex' as const, orderId, buyerId, roundProductId: item.roundProductId };
      const booked = await ctx.orderBook.change(order.roundId, {
        ...change,
        from,
        to: flex,
        closeAt: round.closeAt ? new Date(round.closeAt) : null,
      });
      if (!booked.accepted) throw roundClosed();
      const flexChanges = { ...order.flexChanges, [itemId]: changed + 1 };
      await writeFlexChange(ctx, { ...order, items, flexChanges, version: order.version + 1 }, order, {
        ...change,
        from,
        to: flex,
      });
    });
  });
  return getOrder(ctx, { userId: buyerId }, orderId);
}

/** Who reads orders: a buyer, with their company and team role when they have them. */
export type OrderReader = Pick<Caller, 'userId'> & Partial<Pick<Caller, 'companyId' | 'teamRole'>>;

/** The orders a buyer sees: their own; a buying team's approver, the whole team's. */
export function visibleOrders(reader: OrderReader): { buyerCompanyId: string } | { buyerId: string } {
  return reader.teamRole === 'approver' && reader.companyId
    ? { buyerCompanyId: reader.companyId }
    : { buyerId: reader.userId };
}

/** What every read of Order History shares: the caller's orders (or team's), the status filter. */
export function orderHistoryQuery(
  ctx: BuyerContext,
  reader: OrderReader,
  status: BuyerOrdersQuery['status'],
): Omit<PageQuery<OrderDoc>, 'cursor' | 'limit'> & { group: string | null } {
  const group = status === 'all' ? null : status;
  return {
    model: ctx.orders,
    timeField: 'createdAt',
    where: { ...visibleOrders(reader), ...(group ? { status: group } : {}) },
    // Lists leave each order's timeline out: the order's details read it.
    projection: { timeline: 0 },
    group,
  };
}

/**
 * Order History: a page of the buyer's orders (an approver's, the team's) newest first, searched
 * and filtered, read a day at a time or by search term (kit `day-pages`); `total` counts them all,
 * from the list's day tallies.
 */
export async function listOrders(
  ctx: BuyerContext,
  reader: OrderReader,
  query: BuyerOrdersQuery,
  limit = BUYER_ORDERS_PAGE_SIZE,
  /** The list's days, when the caller has read them already (the dashboard). */
  known?: ListDayDoc[],
): Promise<BuyerOrdersResponse> {
  const { group, ...read } = orderHistoryQuery(ctx, reader, query.status);
  const page = { ...read, cursor: cursorParam(query.cursor), limit };
  const days = known ?? (await orderDays(ctx.days, visibleOrders(reader)));
  const terms = searchedTerms(query.search);
  const found = terms.length ? await searchPage(page, [terms]) : await readDayPage(page, days, group);
  const items = await withPlacers(
    ctx,
    reader,
    withShortfalls(
      ctx,
      await withFreight(
        ctx,
        found.items.map((o) => orderSnapshot({ ...o, timeline: undefined })),
      ),
    ),
  );
  return { total: daysTotal(days, null).count, nextCursor: found.nextCursor, items };
}

/** One of the orders the buyer sees; any other order is "not found", never "forbidden". */
export async function getOrder(
  ctx: BuyerContext,
  reader: OrderReader,
  orderId: string,
): Promise<OrderSnapshot> {
  const order = await ctx.orders.findOne({ _id: orderId, ...visibleOrders(reader) }).lean();
  if (!order) throw orderNotFound();
  const snapshot = { ...orderSnapshot(order), timeline: orderTimelineOf(order) };
  return (await withPlacers(ctx, reader, withShortfalls(ctx, await withFreight(ctx, [snapshot]))))[0]!;
}

/** The timeline of one of the orders the buyer sees (as `getOrder`: any other is "not found"). */
export async function getOrderTimeline(
  ctx: BuyerContext,
  reader: OrderReader,
  orderId: string,
): Promise<OrderTimelineResponse> {
  const order = await ctx.orders
    .findOne({ _id: orderId, ...visibleOrders(reader) }, { items: 0, releasedItems: 0 })
    .lean();
  if (!order) throw orderNotFound();
  return { orderId: order._id, currency: order.currency, entries: orderTimelineOf(order) };
}

/** An approver reads the team's orders: each says who of the team placed it. */
async function withPlacers(
  ctx: BuyerContext,
  reader: OrderReader,
  orders: OrderSnapshot[],
): Promise<OrderSnapshot[]> {
  if (reader.teamRole !== 'approver' || !orders.length) return orders;
  const people = await teamPeople(
    ctx,
    orders.map((o) => o.buyerId),
  );
  return orders.map((o) => {
    const name = people.get(o.buyerId)?.name;
    return name ? { ...o, placedByName: name } : o;
  });
}

/**
 * The buyer's estimated freight share on each standing order of a round with a freight cost: the
 * round's split as this service decided it (data/freight-splits.ts, all buyers' standing orders by
 * weight or volume), and each line landed. One read per round involved.
 */
export async function withFreight(ctx: BuyerContext, orders: OrderSnapshot[]): Promise<OrderSnapshot[]> {
  const rounds = new Map(
    [...new Set(orders.map((o) => o.roundId))].flatMap((id) => {
      const round = ctx.catalogue.get(id);
      return round?.freightCost ? [[id, round] as const] : [];
    }),
  );
  if (!rounds.size) return orders;
  const split = new Map<string, FreightSplit>();
  await Promise.all(
    [...rounds.keys()].map(async (roundId) => {
      const shares = await ctx.freightSplits.of(roundId);
      if (shares) split.set(roundId, shares);
    }),
  );
  // Per-unit measures by round, looked up once for all the orders of a round.
  const productsByRound = new Map(
    [...rounds].map(([id, round]) => [id, new Map(round.products.map((p) => [p.id, p]))]),
  );
  return orders.map((o) => {
    const round = split.get(o.roundId);
    if (!round || !sharesFreight(o.status)) return o;
    const amount = round.shares.get(o.id) ?? 0;
    // Each line landed: the order's share over its lines by their load.
    const products = productsByRound.get(o.roundId);
    const landed = landedOrderLines(
      o.items.map((i) => {
        const product = products?.get(i.roundProductId);
        return {
          unitPrice: i.unitPrice,
          qty: i.qty,
          measure: product ? measureOn(round.basis, product) : null,
        };
      }),
      amount,
    );
    return {
      ...o,
      freightEstimate: {
        amount,
        basis: round.basis,
        landed: Object.fromEntries(o.items.map((i, index) => [i.id, landed[index]])),
      },
    };
  });
}
