import { randomUUID } from 'node:crypto';
import {
  TeamProblemCodes,
  type Caller,
  type CompanyApproval,
  type MemberLimitsBody,
  type MySpending,
  type OrderSnapshot,
  type SpendingLimitBody,
  type TeamAuditEntry,
  type TeamAuditResponse,
  type TeamCart,
  type TeamMember,
  type TeamResponse,
} from '@marketplace/contracts';
import {
  shortId,
  calendarMonthOf,
  checkSpending,
  flexUnitsWithinLimit,
  fromMinorUnits,
  lineTotalMinor,
  orderSpendCents,
  spentInMonth,
  toMinorUnits,
  type CalendarMonth,
  type SpendingCheck,
  type SpendingLimit,
  type SpendingOrder,
  holdsUnits,
} from '@marketplace/domain';
import { forbidden, notFound } from '@marketplace/service-kit/core';
import { findByIds } from '@marketplace/service-kit/store';
import type { BuyerContext } from '../context';
import type { FlexCap } from '../data/flex-caps';
import { orderSnapshot, type OrderDoc } from '../data/order.model';
import { ordersSince } from '../data/order-list';
import { DEFAULT_TEAM_TIME_ZONE } from '../data/team-settings.model';
import type { TeamAuditDoc } from '../data/team-audit.model';
import type { TeamMemberDoc } from '../data/team-member.model';
import { cartView } from './carts';
import { requireBuyingCompany } from './round-access';

/** The Team page, limits and the company's approvals are its approver's; the caller's company id. */
export function requireApprover(caller: Caller): string {
  requireBuyingCompany(caller);
  if (caller.teamRole !== 'approver')
    throw forbidden("Only your company's approver can do this", TeamProblemCodes.approverOnly);
  return caller.companyId!;
}

const memberNotFound = () => notFound('No such member in your team', TeamProblemCodes.memberNotFound);

export async function companyTimeZone(ctx: BuyerContext, companyId: string): Promise<string> {
  const settings = await ctx.teamSettings.findById(companyId).lean();
  return settings?.timeZone ?? DEFAULT_TEAM_TIME_ZONE;
}

/** What spending reads of an order. */
type SpendingFields = Pick<
  OrderDoc,
  'currency' | 'totalValue' | 'createdAt' | 'status' | 'items' | 'roundId'
>;
/** The projection that reads them. */
const SPENDING_PROJECTION = {
  currency: 1,
  totalValue: 1,
  createdAt: 1,
  status: 1,
  items: 1,
  roundId: 1,
} as const;

/** An order's flexible units may still be called in until its round's close decides them. */
const flexStands = (ctx: BuyerContext, roundId: string) => ctx.catalogue.get(roundId)?.status !== 'closed';

/**
 * What an order counts against its member's limits (libs/domain orderSpendCents: flex included
 * until its round closes; `deciding` is a round whose close is being decided, its flex still in).
 */
const spendOf = (
  ctx: BuyerContext,
  o: Pick<SpendingFields, 'totalValue' | 'items' | 'roundId'>,
  deciding?: string,
) => orderSpendCents(o, o.roundId === deciding || flexStands(ctx, o.roundId));

const toSpendingOrder = (ctx: BuyerContext, o: SpendingFields, deciding?: string): SpendingOrder => ({
  currency: o.currency,
  totalCents: spendOf(ctx, o, deciding),
  placedAt: new Date(o.createdAt),
  counts: holdsUnits(o.status),
});

const limitToWire = (l: SpendingLimit): SpendingLimitBody => ({
  currency: l.currency as SpendingLimitBody['currency'],
  perOrder: l.perOrderCents == null ? null : fromMinorUnits(l.perOrderCents),
  perMonth: l.perMonthCents == null ? null : fromMinorUnits(l.perMonthCents),
});

function spendingByCurrency(orders: readonly SpendingOrder[], month: CalendarMonth) {
  return [...new Set(orders.map((o) => o.currency))]
    .sort()
    .map((currency) => ({ currency, amount: fromMinorUnits(spentInMonth(orders, currency, month)) }))
    .filter((s) => s.amount > 0);
}

/** A member's limits; null when nothing limits the caller (an approver, or a member without limits). */
export async function limitsOf(ctx: BuyerContext, caller: Caller): Promise<SpendingLimit[] | null> {
  if (caller.teamRole !== 'member' || !caller.companyId) return null;
  const limits = await ctx.spendingLimits.findById(caller.userId).lean();
  return limits?.limits.length ? limits.limits : null;
}

/**
 * Runs a decision that reads and then changes a member's spending (placing an order, raising an
 * order's flex) alone among the member's decisions, on every replica, when limits apply to
 * them (`limits` from `limitsOf`): two orders placed at once, in different rounds, would each
 * count the month without the other. Unlimited buyers are not held up.
 */
export function withSpendingDecided<T>(
  ctx: BuyerContext,
  caller: Caller,
  limits: SpendingLimit[] | null,
  decide: () => Promise<T>,
): Promise<T> {
  return limits ? ctx.spendingGuard.run(caller.userId, decide) : decide();
}

/**
 * Whether a member's order goes over their limits, counting its flexible units (libs/domain
 * orderSpendCents) against the month of its placement, beside every other order of theirs;
 * `order.id` leaves a stored order's own figure out of the others. Null when `limits` is null.
 * Call it within `withSpendingDecided`, so no other decision of the member's is half-way.
 */
export async function spendingCheckFor(
  ctx: BuyerContext,
  caller: Caller,
  limits: SpendingLimit[] | null,
  order: Pick<SpendingFields, 'currency' | 'totalValue' | 'items' | 'roundId'> & {
    id?: string;
    placedAt: Date;
  },
): Promise<SpendingCheck | null> {
  if (!limits) return null;
  const [timeZone, earlier] = await Promise.all([
    companyTimeZone(ctx, caller.companyId!),
    ctx.orders.find({ buyerId: caller.userId }, SPENDING_PROJECTION).lean<OrderDoc[]>(),
  ]);
  return checkSpending({
    teamRole: 'member',
    order: { currency: order.currency, totalCents: spendOf(ctx, order), placedAt: order.placedAt },
    limits,
    earlierOrders: earlier.filter((o) => o._id !== order.id).map((o) => toSpendingOrder(ctx, o)),
    timeZone,
  });
}

/**
 * How many of each member's flexible units a sealed round may call in: the call-in stops at their
 * spending limits (libs/domain flexUnitsWithinLimit), for members with limits on orders their
 * approver did not approve. Offers were checked when made; this holds them to limits lowered
 * since. Only the lines it caps are listed.
 */
export async function flexCallInCaps(
  ctx: BuyerContext,
  roundId: string,
  offers: ReadonlyArray<{ orderId: string; buyerId: string; roundProductId: string; units: number }>,
): Promise<FlexCap[]> {
  const buyers = [...new Set(offers.map((o) => o.buyerId))];
  // By id: FerretDB applies `_id: {$in}` after reading every buyer's limits.
  const limited = [...(await findByIds(ctx.spendingLimits, buyers)).values()].filter((l) => l.limits.length);
  if (!limited.length) return [];
  const people = await teamPeople(
    ctx,
    limited.map((l) => l._id),
  );
  const caps: FlexCap[] = [];
  for (const { _id: memberId, companyId, limits } of limited) {
    if (people.get(memberId)?.teamRole !== 'member') continue;
    const [timeZone, orders] = await Promise.all([
      companyTimeZone(ctx, companyId),
      ctx.orders
        .find({ buyerId: memberId }, { ...SPENDING_PROJECTION, companyApproval: 1 })
        .lean<OrderDoc[]>(),
    ]);
    const spending = orders.map((o) => toSpendingOrder(ctx, o, roundId));
    for (const offer of offers.filter((o) => o.buyerId === memberId)) {
      const order = orders.find((o) => o._id === offer.orderId);
      const line = order?.items.find((i) => i.roundProductId === offer.roundProductId);
      if (!order || !line || order.companyApproval?.status === 'approved') continue;
      const unitPriceCents = toMinorUnits(line.unitPrice);
      // This line's offer is what is being decided: everything else counts at its fullest.
      const lineFlexCents = lineTotalMinor(unitPriceCents, line.flex ?? 0);
      const month = calendarMonthOf(new Date(order.createdAt), timeZone);
      const units = flexUnitsWithinLimit({
        limit: limits.find((l) => l.currency === order.currency) ?? null,
        orderCents: spendOf(ctx, order, roundId) - lineFlexCents,
        monthCents: spentInMonth(spending, order.currency, month) - lineFlexCents,
        unitPriceCents,
      });
      if (units != null && units < offer.units)
        caps.push({ orderId: offer.orderId, roundProductId: offer.roundProductId, units });
    }
  }
  return caps;
}

/** What an order held for the company carries until its approver decides. */
export function pendingApproval(check: SpendingCheck): CompanyApproval {
  return {
    status: 'pending',
    exceeded: check.exceeded,
    decidedBy: null,
    decidedByName: null,
    decidedAt: null,
    reason: null,
  };
}

/** The team's people by id (names for notices and the audit trail). */
export async function teamPeople(
  ctx: BuyerContext,
  ids: readonly string[],
): Promise<Map<string, TeamMemberDoc>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  // By id: FerretDB applies `_id: {$in}` after reading every team member of every company.
  return findByIds<TeamMemberDoc>(ctx.teamMembers, unique);
}

/** The user ids of the company's approvers. */
export async function approversOf(ctx: BuyerContext, companyId: string): Promise<string[]> {
  const team = await ctx.teamMembers.find({ companyId }, { teamRole: 1 }).lean<TeamMemberDoc[]>();
  return team.filter((m) => m.teamRole === 'approver').map((m) => m._id);
}

/**
 * Appends an entry to the company's audit trail, with the names of who did it and whom it
 * concerns; `known` are people the caller has read already (only the others are read).
 */
export async function audit(
  ctx: BuyerContext,
  companyId: string,
  entry: Omit<TeamAuditDoc, '_id' | 'companyId' | 'at' | 'actorName' | 'memberName'>,
  known: ReadonlyMap<string, Pick<TeamMemberDoc, 'name'>> = new Map(),
): Promise<void> {
  const ids = [entry.actorId, entry.memberId].filter((id): id is string => Boolean(id));
  const read = await teamPeople(
    ctx,
    ids.filter((id) => !known.has(id)),
  );
  const people = new Map<string, Pick<TeamMemberDoc, 'name'>>([...known, ...read]);
  await ctx.teamAudit.create({
    _id: randomUUID(),
    companyId,
    at: ctx.now(),
    ...entry,
    actorName: entry.actorId ? (people.get(entry.actorId)?.name ?? null) : null,
    memberName: entry.memberId ? (people.get(entry.memberId)?.name ?? null) : null,
  });
}

/** The Team page: members with their limits and this month's spending, and the orders waiting. */
export async function getTeam(ctx: BuyerContext, caller: Caller): Promise<TeamResponse> {
  const companyId = requireApprover(caller);
  const timeZone = await companyTimeZone(ctx, companyId);
  const month = calendarMonthOf(ctx.now(), timeZone);
  const [people, limits, monthOrders, waiting] = await Promise.all([
    ctx.teamMembers.find({ companyId }).lean<TeamMemberDoc[]>(),
    ctx.spendingLimits.find({ companyId }).lean(),
    ordersSince(ctx, { buyerCompanyId: companyId }, month.start, { buyerId: 1, ...SPENDING_PROJECTION }),
    ctx.orders.find({ buyerCompanyId: companyId, status: 'pending_company' }).lean<OrderDoc[]>(),
  ]);
  const limitsByMember = new Map(limits.map((l) => [l._id, l.limits]));
  const members: TeamMember[] = people
    .filter((p) => p.teamRole)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((p) =>
      teamMemberView(
        p,
        limitsByMember.get(p._id) ?? [],
        monthOrders.filter((o) => o.buyerId === p._id).map((o) => toSpendingOrder(ctx, o)),
        month,
      ),
    );
  waiting.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  return {
    companyId,
    timeZone,
    month: month.key,
    members,
    pendingApprovals: waiting.map(orderSnapshot),
    carts: await teamCarts(ctx, members),
  };
}

/** The team's open carts in rounds still open, the round closing soonest first. */
async function teamCarts(ctx: BuyerContext, members: readonly TeamMember[]): Promise<TeamCart[]> {
  const names = new Map(members.map((m) => [m.userId, m.name]));
  if (!names.size) return [];
  // Each member's by equality: `buyerId: {$in}` was applied after reading every open cart.
  const carts = (
    await Promise.all([...names.keys()].map((buyerId) => ctx.carts.find({ buyerId, status: 'open' }).lean()))
  ).flat();
  const never = '9999';
  return carts
    .flatMap((cart): TeamCart[] => {
      const round = ctx.catalogue.get(cart.roundId);
      if (!round || round.status !== 'approved' || !cart.items.length) return [];
      const view = cartView(ctx, cart, round);
      return [
        {
          memberId: cart.buyerId,
          memberName: names.get(cart.buyerId) ?? '',
          roundId: view.roundId,
          roundTitle: view.roundTitle,
          supplierName: view.supplierName,
          currency: view.currency,
          closeAt: view.closeAt,
          totalItems: view.totalItems,
          totalUnits: view.totalUnits,
          subtotal: view.subtotal,
        },
      ];
    })
    .sort((a, b) => ((a.closeAt ?? never) < (b.closeAt ?? never) ? -1 : 1));
}

/** A member as the Team page shows them: limits on the wire, spending of `month` by currency. */
function teamMemberView(
  member: TeamMemberDoc,
  limits: readonly SpendingLimit[],
  orders: readonly SpendingOrder[],
  month: CalendarMonth,
): TeamMember {
  return {
    userId: member._id,
    name: member.name,
    email: member.email,
    teamRole: member.teamRole!,
    limits: limits.map(limitToWire),
    spentThisMonth: spendingByCurrency(orders, month),
  };
}

/** A member of the approver's own team; another company's member reads as not found. */
async function teamMember(ctx: BuyerContext, companyId: string, memberId: string): Promise<TeamMemberDoc> {
  const member = await ctx.teamMembers.findById(memberId).lean<TeamMemberDoc>();
  if (!member || member.companyId !== companyId || !member.teamRole) throw memberNotFound();
  return member;
}

/** Sets a member's whole set of limits (a currency left out has none) and records who changed what. */
export async function setMemberLimits(
  ctx: BuyerContext,
  caller: Caller,
  memberId: string,
  body: MemberLimitsBody,
): Promise<TeamMember> {
  const companyId = requireApprover(caller);
  const member = await teamMember(ctx, companyId, memberId);
  const before = await ctx.spendingLimits.findById(memberId).lean();
  const limits: SpendingLimit[] = body.limits.map((l) => ({
    currency: l.currency,
    perOrderCents: l.perOrder == null ? null : toMinorUnits(l.perOrder),
    perMonthCents: l.perMonth == null ? null : toMinorUnits(l.perMonth),
  }));
  await ctx.spendingLimits.replaceOne(
    { _id: memberId },
    { companyId, limits, updatedAt: ctx.now(), updatedBy: caller.userId },
    { upsert: true },
  );
  const people = new Map([[memberId, member], ...(await teamPeople(ctx, [caller.userId]))]);
  await audit(
    ctx,
    companyId,
    {
      action: 'limits_changed',
      actorId: caller.userId,
      memberId,
      orderId: null,
      details: { before: (before?.limits ?? []).map(limitToWire), after: limits.map(limitToWire) },
    },
    people,
  );
  // The member hears it, once per change (the key names the change's time).
  await ctx.notices.request({
    kind: 'team_limits_changed',
    recipients: { userIds: [memberId] },
    params: { approverName: people.get(caller.userId)?.name ?? '' },
    link: '/buyer/team',
    key: `team-limits-changed:${memberId}:${ctx.now().getTime()}`,
  });
  const [timeZone, orders] = await Promise.all([
    companyTimeZone(ctx, companyId),
    ctx.orders.find({ buyerId: memberId }, SPENDING_PROJECTION).lean<OrderDoc[]>(),
  ]);
  return teamMemberView(
    member,
    limits,
    orders.map((o) => toSpendingOrder(ctx, o)),
    calendarMonthOf(ctx.now(), timeZone),
  );
}

/** The company's time zone, in which its months begin. */
export async function setTeamTimeZone(
  ctx: BuyerContext,
  caller: Caller,
  timeZone: string,
): Promise<{ timeZone: string }> {
  const companyId = requireApprover(caller);
  const before = await companyTimeZone(ctx, companyId);
  await ctx.teamSettings.replaceOne({ _id: companyId }, { timeZone, updatedAt: ctx.now() }, { upsert: true });
  if (before !== timeZone)
    await audit(ctx, companyId, {
      action: 'time_zone_changed',
      actorId: caller.userId,
      memberId: null,
      orderId: null,
      details: { before, after: timeZone },
    });
  return { timeZone };
}

/** The audit trail, newest first; narrowed to one member's or one order's timeline when asked. */
export async function listTeamAudit(
  ctx: BuyerContext,
  caller: Caller,
  query: { memberId?: string; orderId?: string },
): Promise<TeamAuditResponse> {
  const companyId = requireApprover(caller);
  const entries = await ctx.teamAudit
    .find({
      companyId,
      ...(query.memberId ? { memberId: query.memberId } : {}),
      ...(query.orderId ? { orderId: query.orderId } : {}),
    })
    .sort({ at: -1 })
    .limit(500)
    .lean<TeamAuditDoc[]>();
  return {
    items: entries.map(({ _id, at, companyId: _company, ...entry }): TeamAuditEntry => ({
      id: _id,
      at: at.toISOString(),
      ...entry,
      // Entries written before empty details were kept have none.
      details: entry.details ?? {},
    })),
  };
}

/** A buyer's own limits and this month's spending (the cart says when an order will wait). */
export async function mySpending(ctx: BuyerContext, caller: Caller): Promise<MySpending> {
  requireBuyingCompany(caller);
  const [timeZone, limits, orders] = await Promise.all([
    companyTimeZone(ctx, caller.companyId!),
    ctx.spendingLimits.findById(caller.userId).lean(),
    ctx.orders.find({ buyerId: caller.userId }, SPENDING_PROJECTION).lean<OrderDoc[]>(),
  ]);
  const month = calendarMonthOf(ctx.now(), timeZone);
  return {
    teamRole: caller.teamRole ?? null,
    timeZone,
    month: month.key,
    // An approver's orders never wait, so no limit of theirs is shown as one.
    limits: caller.teamRole === 'member' ? (limits?.limits ?? []).map(limitToWire) : [],
    spentThisMonth: spendingByCurrency(
      orders.map((o) => toSpendingOrder(ctx, o)),
      month,
    ),
  };
}

/** A held order was stored: its approvers hear at once, and the audit trail records it. */
export async function noticeHeldOrder(ctx: BuyerContext, order: OrderSnapshot): Promise<void> {
  const companyId = order.buyerCompanyId!;
  try {
    const [approvers, people] = await Promise.all([
      approversOf(ctx, companyId),
      teamPeople(ctx, [order.buyerId]),
    ]);
    if (approvers.length)
      await ctx.notices.request({
        kind: 'order_awaiting_company',
        recipients: { userIds: approvers },
        params: {
          orderNumber: shortId(order.id),
          roundTitle: order.roundTitle,
          memberName: people.get(order.buyerId)?.name ?? '',
        },
        link: '/buyer/team',
        key: `order-awaiting-company:${order.id}`,
      });
    await audit(
      ctx,
      companyId,
      {
        action: 'order_held',
        actorId: order.buyerId,
        memberId: order.buyerId,
        orderId: order.id,
        details: {
          exceeded: order.companyApproval?.exceeded ?? [],
          total: order.totalValue,
          currency: order.currency,
        },
      },
      people,
    );
  } catch (err) {
    // The order stands and is on the approver's Team page; only the notice or the entry is missing.
    ctx.logger.warn({ err: (err as Error).message, orderId: order.id }, 'held order not announced');
  }
}
