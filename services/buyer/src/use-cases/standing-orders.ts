import {
  STANDING_ORDERS_MAX,
  StandingProblemCodes,
  orderRevisedV1,
  type Caller,
  type OrderSnapshot,
  type RoundProductSnapshot,
  type StandingOrder,
  type StandingOrderInput,
  type StandingOrdersResponse,
  type StandingOutcome,
  standingOrderInputSchema,
} from '@marketplace/contracts';
import {
  appendTimeline,
  mayBeTakenBack,
  orderTimelineOf,
  roundBuyingPhase,
  seriesTitleOf,
} from '@marketplace/domain';
import { conflict, forbidden, notFound } from '@marketplace/service-kit/core';
import { appendEventIds, createEvent } from '@marketplace/service-kit/messaging';
import { PRODUCER } from '../config';
import type { BuyerContext } from '../context';
import { openCartKey } from '../data/cart.model';
import { orderSnapshot, type OrderDoc } from '../data/order.model';
import { settleOrder } from '../data/order-list';
import type { RoundDoc } from '../data/round.model';
import { REMEMBERED_EDITIONS, standingOrderId, type StandingOrderDoc } from '../data/standing-order.model';
import type { TeamMemberDoc } from '../data/team-member.model';
import { bookItemsOf } from '../domain/order-book';
import type { ListedRound } from '../domain/round-listing';
import { changeCartItem, requireWholePacks, setCartFlex } from './carts';
import { orderNotFound, placeOrder, releaseOrderUnits } from './orders';
import { requireBuyingCompany } from './round-access';

/**
 * Standing orders (libs/contracts standing-orders.ts): kept per buyer and product of a series,
 * placed through the buyer's own cart and order path as each edition opens, so the product's
 * maximum, the member's spending limits (held for the approver) and the admin's approval apply
 * as to any order. An edition's base price above what the holder accepted by more than their
 * limit puts the quantity in the cart instead: a person decides.
 */

const viewOf = (doc: StandingOrderDoc, names?: Map<string, string>): StandingOrder => ({
  seriesId: doc.seriesId,
  seriesName: doc.seriesName,
  supplierName: doc.supplierName,
  productId: doc.productId,
  productName: doc.productName,
  uom: doc.uom,
  unitsPerPack: doc.unitsPerPack,
  currency: doc.currency,
  buyerId: doc.buyerId,
  ...(names?.get(doc.buyerId) ? { buyerName: names.get(doc.buyerId) } : {}),
  qty: doc.qty,
  flex: doc.flex,
  basePrice: doc.basePrice,
  priceRiseLimitPct: doc.priceRiseLimitPct,
  setBy: { role: doc.setBy.role, ...(doc.setBy.name ? { name: doc.setBy.name } : {}) },
  updatedAt: doc.updatedAt.toISOString(),
  lastEdition: doc.lastEdition ?? null,
});

/** An approver reads and sets their team's; anyone else their own. */
const isApprover = (caller: Caller) => caller.teamRole === 'approver' && !!caller.companyId;

/** The caller's standing orders, or for an approver the whole team's, by series then product. */
export async function listStandingOrders(ctx: BuyerContext, caller: Caller): Promise<StandingOrdersResponse> {
  const team = isApprover(caller);
  const docs = await ctx.standingOrders
    .find(team ? { buyerCompanyId: caller.companyId } : { buyerId: caller.userId })
    .lean<StandingOrderDoc[]>();
  const names = team
    ? new Map(
        (await ctx.teamMembers.find({ companyId: caller.companyId }).lean<TeamMemberDoc[]>()).map((m) => [
          m._id,
          m.name,
        ]),
      )
    : undefined;
  docs.sort(
    (a, b) =>
      a.seriesName.localeCompare(b.seriesName) ||
      a.productName.localeCompare(b.productName) ||
      a.buyerId.localeCompare(b.buyerId),
  );
  return { items: docs.map((d) => viewOf(d, names)) };
}

/**
 * Whose standing order the caller sets: their own, or a member's of their team when they are its
 * approver (a buyer id outside the team reads as unknown, so ids cannot be probed).
 */
async function holderOf(
  ctx: BuyerContext,
  caller: Caller,
  buyerId: string | undefined,
): Promise<{ buyerId: string; companyId: string | null; setBy: StandingOrderDoc['setBy'] }> {
  if (!buyerId || buyerId === caller.userId)
    return {
      buyerId: caller.userId,
      companyId: caller.companyId,
      setBy: { role: 'buyer', userId: caller.userId },
    };
  if (!isApprover(caller))
    throw forbidden(
      'Only your buying team’s approver sets standing orders for others',
      StandingProblemCodes.notYourTeam,
    );
  const [member, self] = await Promise.all([
    ctx.teamMembers.findById(buyerId).lean<TeamMemberDoc>(),
    ctx.teamMembers.findById(caller.userId).lean<TeamMemberDoc>(),
  ]);
  if (!member || member.companyId !== caller.companyId)
    throw notFound('This buyer is not a member of your buying team', StandingProblemCodes.notYourTeam);
  return {
    buyerId,
    companyId: member.companyId,
    setBy: { role: 'approver', userId: caller.userId, ...(self?.name ? { name: self.name } : {}) },
  };
}

/**
 * The product as the series' newest edition that reached the buyer offers it, and the instant
 * after which editions are new to a standing order set now (the newest edition already open).
 */
async function seriesProduct(ctx: BuyerContext, seriesId: string, productId: string) {
  const editions = (await ctx.rounds.find({ seriesId }).lean<RoundDoc[]>())
    .filter((r) => r.products.length)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const edition = editions.find((r) => r.products.some((p) => p.productId === productId));
  if (!edition)
    throw notFound(
      'No edition of this series with this product has reached you',
      StandingProblemCodes.unknown,
    );
  const now = ctx.now();
  const opened = editions.find((r) => roundBuyingPhase(r, now) !== 'upcoming');
  return {
    edition,
    product: edition.products.find((p) => p.productId === productId)!,
    startsAfter: opened?.createdAt ?? '',
  };
}

/** Sets (or replaces) a standing order: the quantity, flexible units and price-rise limit named. */
export async function setStandingOrder(
  ctx: BuyerContext,
  caller: Caller,
  seriesId: string,
  productId: string,
  body: StandingOrderInput,
): Promise<StandingOrder> {
  requireBuyingCompany(caller);
  const input = standingOrderInputSchema.parse(body);
  const holder = await holderOf(ctx, caller, input.buyerId);
  const { edition, product, startsAfter } = await seriesProduct(ctx, seriesId, productId);
  requireWholePacks(input.qty, product);
  requireWholePacks(input.flex, product);
  const _id = standingOrderId(holder.buyerId, seriesId, productId);
  const existing = await ctx.standingOrders
    .findById(_id, { _id: 1, startsAfter: 1 })
    .lean<StandingOrderDoc>();
  if (
    !existing &&
    (await ctx.standingOrders.countDocuments({ buyerId: holder.buyerId })) >= STANDING_ORDERS_MAX
  )
    throw conflict(
      StandingProblemCodes.limitReached,
      `You already hold ${STANDING_ORDERS_MAX} standing orders`,
      {
        max: STANDING_ORDERS_MAX,
      },
    );
  const now = ctx.now();
  await ctx.standingOrders.updateOne(
    { _id },
    {
      $set: {
        buyerCompanyId: holder.companyId,
        seriesName: seriesTitleOf(edition.title),
        supplierName: edition.supplierName,
        productName: product.name,
        uom: product.uom,
        unitsPerPack: product.unitsPerPack,
        currency: product.currency,
        qty: input.qty,
        flex: input.flex,
        // The price the holder accepts now: a later edition's rise is measured from it.
        basePrice: product.unitPrice,
        priceRiseLimitPct: input.priceRiseLimitPct,
        setBy: holder.setBy,
        updatedAt: now,
      },
      $setOnInsert: {
        buyerId: holder.buyerId,
        seriesId,
        productId,
        startsAfter,
        lastEdition: null,
        metRoundIds: [],
        skippedRoundIds: [],
        createdAt: now,
      },
    },
    { upsert: true },
  );
  return viewOf((await ctx.standingOrders.findById(_id).lean<StandingOrderDoc>())!);
}

/** Removes a standing order (the caller's, or an approver's team member's); none is the same answer. */
export async function removeStandingOrder(
  ctx: BuyerContext,
  caller: Caller,
  seriesId: string,
  productId: string,
  buyerId: string | undefined,
): Promise<void> {
  const holder = await holderOf(ctx, caller, buyerId);
  await ctx.standingOrders.deleteOne({ _id: standingOrderId(holder.buyerId, seriesId, productId) });
}

/** Whether an edition's base price rose past what the holder accepts. */
export function risesPastLimit(
  doc: Pick<StandingOrderDoc, 'basePrice' | 'priceRiseLimitPct'>,
  price: number,
) {
  if (price <= doc.basePrice) return false;
  if (doc.basePrice === 0) return true;
  return ((price - doc.basePrice) / doc.basePrice) * 100 > doc.priceRiseLimitPct + 1e-9;
}

/** Whole packs of `qty` that fit in what the product has left under its maximum now. */
function fitsUnderMax(ctx: BuyerContext, product: RoundProductSnapshot, qty: number): number {
  if (product.maxQty == null) return qty;
  const left = Math.max(0, product.maxQty - ctx.committed.get(product.id).total);
  return Math.min(qty, Math.floor(left / product.unitsPerPack) * product.unitsPerPack);
}

interface EditionResult {
  outcome: StandingOutcome;
  orderId?: string;
}

/**
 * An edition of a series opened: each standing order of the series not yet met in it (and set
 * before it) is placed for its holder. Once per holder and edition, whatever replica or
 * redelivery runs it: each holder's edition is claimed first (release markers), and remembered on
 * each standing order once done. A holder whose placement failed is given back, and false tells
 * the opening scan to try the edition again.
 */
export function placeStandingOrders(ctx: BuyerContext, round: ListedRound): Promise<boolean> {
  const seriesId = round.seriesId;
  if (!seriesId) return Promise.resolve(true);
  return ctx.locks.run(`standing:${round.id}`, async () => {
    const due = (await ctx.standingOrders.find({ seriesId }).lean<StandingOrderDoc[]>()).filter(
      (d) => !(d.metRoundIds ?? []).includes(round.id) && round.createdAt > d.startsAfter,
    );
    const byBuyer = new Map<string, StandingOrderDoc[]>();
    for (const doc of due) byBuyer.set(doc.buyerId, [...(byBuyer.get(doc.buyerId) ?? []), doc]);
    let complete = true;
    for (const [buyerId, docs] of byBuyer) {
      const claim = `standing:${round.id}:${buyerId}`;
      if (!(await ctx.releases.claim(claim))) continue;
      try {
        await placeForHolder(ctx, round, buyerId, docs);
      } catch (err) {
        complete = false;
        await ctx.releases.unclaim(claim);
        ctx.logger.error(
          { err: (err as Error).message, roundId: round.id, buyerId },
          'standing order not placed',
        );
      }
    }
    return complete;
  });
}

type StandingLine = { doc: StandingOrderDoc; product: RoundProductSnapshot; qty: number };

/** The holder as the order is placed for them: their company and part in its team now. */
async function holderAsCaller(ctx: BuyerContext, buyerId: string, docs: StandingOrderDoc[]): Promise<Caller> {
  const member = await ctx.teamMembers.findById(buyerId).lean<TeamMemberDoc>();
  return {
    userId: buyerId,
    role: 'buyer',
    companyId: member ? member.companyId : docs[0]!.buyerCompanyId,
    ...(member?.teamRole ? { teamRole: member.teamRole } : {}),
  };
}

/**
 * Which standing orders are ordered and which go to the cart (a price risen past the holder's
 * limit, or a cart the buyer filled already: theirs to order); those not offered or with no units
 * left are settled in `results` at once.
 */
async function sortStandingLines(
  ctx: BuyerContext,
  round: ListedRound,
  caller: Caller,
  docs: StandingOrderDoc[],
  results: Map<string, EditionResult>,
): Promise<{ toOrder: StandingLine[]; toCart: StandingLine[] }> {
  const toOrder: StandingLine[] = [];
  const toCart: StandingLine[] = [];
  const cart = await ctx.openCarts.current(caller.userId, round.id, true);
  const cartInUse = !!cart?.items.length;
  for (const doc of docs) {
    const product = round.products.find((p) => p.productId === doc.productId);
    if (!product) {
      results.set(doc._id, { outcome: 'not_offered' });
      continue;
    }
    const qty = caller.companyId ? fitsUnderMax(ctx, product, doc.qty) : 0;
    if (qty <= 0) results.set(doc._id, { outcome: 'missed' });
    else if (cartInUse || risesPastLimit(doc, product.unitPrice)) toCart.push({ doc, product, qty });
    else toOrder.push({ doc, product, qty });
  }
  return { toOrder, toCart };
}

/** Puts the lines in the holder's cart with their flexible units; a line taken by others is missed. */
async function fillCart(
  ctx: BuyerContext,
  buyerId: string,
  roundId: string,
  lines: StandingLine[],
  results: Map<string, EditionResult>,
): Promise<StandingLine[]> {
  const filled: StandingLine[] = [];
  for (const line of lines) {
    try {
      await changeCartItem(ctx, buyerId, roundId, line.product.id, { kind: 'set', qty: line.qty });
    } catch {
      // Taken by others meanwhile (its maximum reached): not placed this time.
      results.set(line.doc._id, { outcome: 'missed' });
      continue;
    }
    if (line.doc.flex)
      await setCartFlex(ctx, buyerId, roundId, line.product.id, line.doc.flex).catch(() => undefined);
    filled.push(line);
  }
  return filled;
}

/** The holder told what the edition did: placed, in the cart, or missed (each once per edition). */
async function tellHolder(
  ctx: BuyerContext,
  round: ListedRound,
  buyerId: string,
  docs: StandingOrderDoc[],
  results: Map<string, EditionResult>,
  placed: OrderSnapshot | null,
): Promise<void> {
  const namesOf = (outcome: StandingOutcome) =>
    docs
      .filter((d) => results.get(d._id)?.outcome === outcome)
      .map((d) => d.productName)
      .join(', ');
  const closeAt = round.closeAt ?? undefined;
  if (placed)
    await ctx.notices.request({
      kind: 'standing_order_placed',
      recipients: { userIds: [buyerId] },
      params: { roundTitle: round.title, count: placed.totalUnits, ...(closeAt ? { closeAt } : {}) },
      link: '/buyer/orders',
      key: `standing-placed:${round.id}:${buyerId}`,
    });
  if (namesOf('in_cart'))
    await ctx.notices.request({
      kind: 'standing_order_in_cart',
      recipients: { userIds: [buyerId] },
      params: { roundTitle: round.title, productNames: namesOf('in_cart'), ...(closeAt ? { closeAt } : {}) },
      link: '/buyer/cart',
      key: `standing-in-cart:${round.id}:${buyerId}`,
    });
  if (namesOf('missed'))
    await ctx.notices.request({
      kind: 'standing_order_missed',
      recipients: { userIds: [buyerId] },
      params: { roundTitle: round.title, productNames: namesOf('missed') },
      link: `/buyer/rounds/${round.id}`,
      key: `standing-missed:${round.id}:${buyerId}`,
    });
}

async function placeForHolder(
  ctx: BuyerContext,
  round: ListedRound,
  buyerId: string,
  docs: StandingOrderDoc[],
): Promise<void> {
  const caller = await holderAsCaller(ctx, buyerId, docs);
  const results = new Map<string, EditionResult>();
  const { toOrder, toCart } = await sortStandingLines(ctx, round, caller, docs, results);

  const ordering = await fillCart(ctx, buyerId, round.id, toOrder, results);
  let placed: OrderSnapshot | null = null;
  if (ordering.length) {
    placed = (await placeOrder(ctx, caller, round.id, `standing:${round.id}`, { seriesId: round.seriesId! }))
      .order;
    const outcome = placed.status === 'pending_company' ? 'held' : 'ordered';
    for (const line of ordering) results.set(line.doc._id, { outcome, orderId: placed.id });
  }
  for (const line of await fillCart(ctx, buyerId, round.id, toCart, results))
    results.set(line.doc._id, { outcome: 'in_cart' });
  await tellHolder(ctx, round, buyerId, docs, results, placed);

  for (const doc of docs) {
    const result = results.get(doc._id) ?? { outcome: 'missed' as const };
    await ctx.standingOrders.updateOne(
      { _id: doc._id },
      {
        $set: {
          lastEdition: { roundId: round.id, roundTitle: round.title, ...result },
          metRoundIds: [...(doc.metRoundIds ?? []), round.id].slice(-REMEMBERED_EDITIONS),
        },
      },
    );
  }
}

/**
 * The skip written: the order cancelled (announced unless it was held, which never reached the
 * admin or the supplier), and its standing orders told the edition was skipped.
 */
async function recordSkip(
  ctx: BuyerContext,
  order: OrderDoc,
  cancelled: OrderDoc,
  wasHeld: boolean,
): Promise<void> {
  const write = (eventIds: string[]) =>
    ctx.orders.updateOne(
      { _id: order._id },
      {
        $set: {
          status: cancelled.status,
          timeline: cancelled.timeline,
          version: cancelled.version,
          _events: appendEventIds(order._events, eventIds),
        },
      },
    );
  if (wasHeld) await write([]);
  else
    await ctx.outbox.record(
      [createEvent(orderRevisedV1, orderSnapshot(cancelled), PRODUCER)],
      { collection: 'orders', id: order._id },
      write,
    );
  const ofSeries = { buyerId: order.buyerId, seriesId: order.standingSeriesId };
  await ctx.standingOrders.updateMany(ofSeries, { $addToSet: { skippedRoundIds: order.roundId } });
  // The standing orders this edition met now read as skipped there.
  await ctx.standingOrders.updateMany(
    { ...ofSeries, 'lastEdition.roundId': order.roundId },
    { $set: { 'lastEdition.outcome': 'skipped' } },
  );
}

/**
 * Skips an edition: the order a standing order placed is taken back (cancelled) while its round
 * is open and not sealed, its units leave the round's book and the ledger, and the standing
 * order stays for the next editions. Its buyer or their team's approver may skip; skipping a
 * skipped order answers the same.
 */
export async function skipStandingOrder(
  ctx: BuyerContext,
  caller: Caller,
  orderId: string,
): Promise<OrderSnapshot> {
  const found = await ctx.orders.findById(orderId).lean<OrderDoc>();
  const visible =
    found &&
    (found.buyerId === caller.userId || (isApprover(caller) && found.buyerCompanyId === caller.companyId));
  if (!found || !visible) throw orderNotFound();
  if (!found.standingSeriesId)
    throw conflict(StandingProblemCodes.notStanding, 'Only an order a standing order placed can be skipped');
  return ctx.locks.run(openCartKey(found.buyerId, found.roundId), async () => {
    const order = (await ctx.orders.findById(orderId).lean<OrderDoc>())!;
    const skipped = orderTimelineOf(order).some((e) => e.kind === 'skipped');
    if (!skipped) {
      const round = ctx.catalogue.get(order.roundId);
      const open =
        round && roundBuyingPhase(round, ctx.now()) === 'open' && !ctx.orderBook.sealedUnits(order.roundId);
      if (!mayBeTakenBack(order.status) || !open)
        throw conflict(StandingProblemCodes.cannotSkip, 'This order can no longer be skipped');
    }
    const wasHeld = order.status === 'pending_company';
    const at = ctx.now().toISOString();
    const cancelled: OrderDoc = skipped
      ? order
      : {
          ...order,
          status: 'cancelled',
          timeline: appendTimeline(orderTimelineOf(order), {
            at,
            kind: 'skipped',
            actor: {
              role: caller.userId === order.buyerId ? 'buyer' : 'approver',
              userId: caller.userId,
            },
            details: {},
          }),
          version: order.version + 1,
        };
    if (!skipped) await recordSkip(ctx, order, cancelled, wasHeld);
    await settleOrder(ctx, cancelled);
    // Its units leave the book and the ledger once (a repeated skip finishes an interrupted one).
    if (await ctx.releases.claim(`order-skipped:${orderId}`)) {
      const items = bookItemsOf(order.items);
      await ctx.orderBook.change(
        order.roundId,
        wasHeld
          ? { kind: 'unhold', orderId, buyerId: order.buyerId, items }
          : { kind: 'remove', orderId, buyerId: order.buyerId, reason: 'withdrawn', items },
      );
      await releaseOrderUnits(ctx, cancelled, 'order-skipped');
    }
    return orderSnapshot(cancelled);
  });
}

/**
 * The last call of a series' edition for the holders who skipped it: told once per deadline
 * that the round closes without their usual order.
 */
export async function noticeSkippedAtLastCall(
  ctx: BuyerContext,
  round: ListedRound,
  closeAt: string,
): Promise<number> {
  if (!round.seriesId) return 0;
  const docs = await ctx.standingOrders
    .find({ seriesId: round.seriesId }, { buyerId: 1, skippedRoundIds: 1 })
    .lean();
  const buyers = [
    ...new Set(docs.filter((d) => (d.skippedRoundIds ?? []).includes(round.id)).map((d) => d.buyerId)),
  ];
  if (!buyers.length) return 0;
  const asked = await ctx.notices.request({
    kind: 'standing_order_skipped_last_call',
    recipients: { userIds: buyers },
    params: { roundTitle: round.title, closeAt },
    link: `/buyer/rounds/${round.id}`,
    key: `standing-skipped-last-call:${round.id}:${closeAt}`,
  });
  return asked ? 1 : 0;
}
