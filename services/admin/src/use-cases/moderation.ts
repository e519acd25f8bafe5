import {
  ADMIN_ORDERS_PAGE_SIZE,
  BuyerProblemCodes,
  decideOrderCommand,
  decideRoundCommand,
  reviewRoundCommand,
  type AdminOrdersResponse,
  type OrderTimelineResponse,
  type AdminRoundsResponse,
  type OrderDecisionBody,
  type RoundDecisionBody,
} from '@marketplace/contracts';
import { notFound } from '@marketplace/service-kit/core';
import {
  cursorParam,
  daysTotal,
  findByIds,
  readDayPage,
  searchPage,
  type PageQuery,
} from '@marketplace/service-kit/store';
import { sendCommand } from '@marketplace/service-kit/messaging';
import type { z } from 'zod';
import type { AdminOrderRow, adminOrdersQuerySchema, adminRoundsQuerySchema } from '@marketplace/contracts';
import type { FreightSplitDoc, OrderRowDoc, RoundRowDoc } from '../data/moderation.model';
import {
  entriesOutsideTheCompany,
  orderNumberSearched,
  orderTimelineOf,
  searchedTerms,
} from '@marketplace/domain';
import { orderDays, showOrderStatus } from '../data/order-list';
import { roundsFilter } from '../data/search-filters';
import type { UserRowDoc } from '../data/user-row.model';
import type { AdminContext } from '../context';
import { orderRowView, roundRowView } from '../domain/moderation';

/**
 * Sorts are not pushed down to FerretDB: a page of rounds costs time in proportion to what the
 * filter matches, so it is bounded and the status filter (indexed) narrows it first. (Orders, a
 * hundred times as many, are paged by day: `listOrders`.)
 */
const PAGE_LIMIT = 200;

/** Buyer name and email of each order, from the users read model (one read by id per buyer). */
/**
 * The buyers of listed orders, by id: as each row keeps them, looked up only for rows that do not
 * have them (copies from before, or stored while the buyer's row had not arrived).
 */
export async function buyersOf(
  ctx: Pick<AdminContext, 'users'>,
  rows: Pick<OrderRowDoc, 'buyerId' | 'buyer'>[],
): Promise<Map<string, { name: string; email: string }>> {
  const known = new Map<string, { name: string; email: string }>();
  for (const row of rows) if (row.buyer) known.set(row.buyerId, row.buyer);
  const missing = [...new Set(rows.filter((r) => !known.has(r.buyerId)).map((r) => r.buyerId))];
  if (!missing.length) return known;
  const found = await findByIds<UserRowDoc>(ctx.users, missing, { name: 1, email: 1 });
  for (const u of found.values()) known.set(u._id, { name: u.name, email: u.email });
  return known;
}

export async function listRounds(
  ctx: AdminContext,
  query: z.infer<typeof adminRoundsQuerySchema>,
): Promise<AdminRoundsResponse> {
  const filter = roundsFilter(query);
  const [rows, total] = await Promise.all([
    ctx.rounds.find(filter).sort({ createdAt: -1 }).limit(PAGE_LIMIT).lean<RoundRowDoc[]>(),
    ctx.rounds.countDocuments(filter),
  ]);
  return { total, items: rows.map(roundRowView) };
}

/**
 * What approving a round commits to: its terms and products as the approval would
 * freeze them now, asked of the supplier service, which owns rounds (its 404 passes through).
 * Read live rather than kept here: the catalogue can change until the moment of approval.
 */
export function reviewRound(ctx: AdminContext, roundId: string) {
  return sendCommand(ctx.nc, reviewRoundCommand, { roundId });
}

/** Approve, reject or close: the supplier service owns rounds and decides; its refusal passes through. */
export async function decideRound(
  ctx: AdminContext,
  roundId: string,
  body: RoundDecisionBody,
  actorId: string,
) {
  const reply = await sendCommand(
    ctx.nc,
    decideRoundCommand,
    { roundId, decision: body.decision, actorId },
    // Closing clears the round's carts first (buyer side), which takes longer than a flip.
    10_000,
  );
  // Shown at once; the supplier's event (with the round's new version) confirms it.
  await ctx.rounds.updateOne({ _id: roundId }, { $set: { status: reply.status } });
  return reply;
}

/** What every read of the Orders list shares: the model, its order, the status filter. */
export function orderListQuery(
  ctx: AdminContext,
  status: z.infer<typeof adminOrdersQuerySchema>['status'],
): Omit<PageQuery<OrderRowDoc>, 'cursor' | 'limit'> & { group: string | null } {
  const group = status === 'all' ? null : status;
  return { model: ctx.orders, timeField: 'createdAt', where: group ? { status: group } : {}, group };
}

/**
 * What the Orders search asks for: every word of it (round title, supplier, buyer's name or
 * e-mail, by the start of a word), or the order number notices quote.
 */
export function orderSearches(search: string | undefined): string[][] {
  const number = orderNumberSearched(search);
  const words = searchedTerms(search);
  return [...(words.length ? [words] : []), ...(number ? [[`#${number}`]] : [])];
}

/**
 * A page of the Orders list, newest first: read a day at a time, or by search term, never by
 * scanning the collection (kit `day-pages`); the counts come from the list's day directory.
 */
export async function listOrders(
  ctx: AdminContext,
  query: z.infer<typeof adminOrdersQuerySchema>,
): Promise<AdminOrdersResponse> {
  const { group, ...list } = orderListQuery(ctx, query.status);
  // The list never shows timelines: each order's is read on its own.
  const page = {
    ...list,
    projection: { timeline: 0 as const },
    cursor: cursorParam(query.cursor),
    limit: ADMIN_ORDERS_PAGE_SIZE,
  };
  const days = await orderDays(ctx.days);
  const searches = orderSearches(query.search);
  const found = searches.length
    ? await searchPage(page, searches)
    : { ...(await readDayPage(page, days, group)), total: daysTotal(days, group).count };
  const [buyers, splits] = await Promise.all([
    buyersOf(ctx, found.items),
    freightSplitsOf(
      ctx,
      found.items.map((o) => o.roundId),
    ),
  ]);
  return {
    total: found.total,
    nextCursor: found.nextCursor,
    pendingCount: daysTotal(days, 'pending_admin').count,
    items: found.items.map((o) => ({
      ...orderRowView(o, buyers.get(o.buyerId)),
      freightShare: freightShareIn(splits.get(o.roundId), o),
    })),
  };
}

/**
 * The rounds' freight splits as the buyer service decided them (its `round.freight-split`
 * events, kept in `freightSplits`), by round id: one read per round, never of a round's orders.
 */
export function freightSplitsOf(
  ctx: AdminContext,
  roundIds: Iterable<string>,
): Promise<Map<string, FreightSplitDoc>> {
  return findByIds<FreightSplitDoc>(ctx.freightSplits, roundIds);
}

/** The order's share in its round's split; null when the round has no freight or the order no share. */
export function freightShareIn(
  split: FreightSplitDoc | undefined,
  order: Pick<OrderRowDoc, '_id'>,
): AdminOrderRow['freightShare'] {
  const amount = split?.freightCost ? split.shares[order._id] : undefined;
  return split && amount !== undefined ? { amount, basis: split.basis } : null;
}

/** Approve or reject: the buyer service owns orders and decides; its refusal passes through. */
export async function decideOrder(
  ctx: AdminContext,
  orderId: string,
  body: OrderDecisionBody,
  actorId: string,
) {
  const reason = body.decision === 'reject' && body.reason ? { reason: body.reason } : {};
  const reply = await sendCommand(ctx.nc, decideOrderCommand, {
    orderId,
    decision: body.decision,
    actorId,
    ...reason,
  });
  await showOrderStatus(ctx, orderId, reply.status as OrderRowDoc['status']);
  return reply;
}

/** Any order's timeline, from the copy the buyer service's order events keep here. */
export async function orderTimeline(ctx: AdminContext, orderId: string): Promise<OrderTimelineResponse> {
  const order = await ctx.orders.findById(orderId, { items: 0 }).lean<OrderRowDoc>();
  if (!order) throw notFound('No such order', BuyerProblemCodes.orderNotFound);
  // Copies stored before order events left the company's trail out may still carry it.
  return {
    orderId: order._id,
    currency: order.currency,
    entries: entriesOutsideTheCompany(orderTimelineOf(order)),
  };
}
