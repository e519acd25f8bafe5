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
  fromMinorUnits,
  spentInMonth,
  toMinorUnits,
  type CalendarMonth,
  type SpendingCheck,
  type SpendingLimit,
  type SpendingOrder,
} from '@marketplace/domain';
import { forbidden, notFound } from '@marketplace/service-kit';
import type { BuyerContext } from '../context';
import { orderSnapshot, type OrderDoc } from '../data/order.model';
import { DEFAULT_TEAM_TIME_ZONE } from '../data/team-settings.model';
import type { TeamAuditDoc } from '../data/team-audit.model';
import type { TeamMemberDoc } from '../data/team-member.model';
import { cartView, UNIT_HOLDING_STATUSES } from './carts';
import { requireBuyingCompany } from './round-access';

/** Orders that spend from a member's month: those holding units, and those completed. */
const SPENDING_STATUSES: ReadonlySet<string> = new Set([...UNIT_HOLDING_STATUSES, 'completed']);

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

const toSpendingOrder = (
  o: Pick<OrderDoc, 'currency' | 'totalValue' | 'createdAt' | 'status'>,
): SpendingOrder => ({
  currency: o.currency,
  totalCents: toMinorUnits(o.totalValue),
  placedAt: new Date(o.createdAt),
  counts: SPENDING_STATUSES.has(o.status),
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

/**
 * Whether a member's order waits for the company's approval: null when nothing limits the
 * caller (an approver, or a member without limits), so most placements read one small document.
 */
export async function spendingCheckFor(
  ctx: BuyerContext,
  caller: Caller,
  order: { currency: string; totalValue: number; placedAt: Date },
): Promise<SpendingCheck | null> {
  if (caller.teamRole !== 'member' || !caller.companyId) return null;
  const limits = await ctx.spendingLimits.findById(caller.userId).lean();
  if (!limits?.limits.length) return null;
  const [timeZone, earlier] = await Promise.all([
    companyTimeZone(ctx, caller.companyId),
    ctx.orders
      .find({ buyerId: caller.userId }, { currency: 1, totalValue: 1, createdAt: 1, status: 1 })
      .lean<OrderDoc[]>(),
  ]);
  return checkSpending({
    teamRole: 'member',
    order: { currency: order.currency, totalCents: toMinorUnits(order.totalValue), placedAt: order.placedAt },
    limits: limits.limits,
    earlierOrders: earlier.map(toSpendingOrder),
    timeZone,
  });
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
  const found = await ctx.teamMembers.find({ _id: { $in: unique } }).lean<TeamMemberDoc[]>();
  return new Map(found.map((m) => [m._id, m]));
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
    ctx.orders
      .find(
        { buyerCompanyId: companyId, createdAt: { $gte: month.start.toISOString() } },
        { buyerId: 1, currency: 1, totalValue: 1, createdAt: 1, status: 1 },
      )
      .lean<OrderDoc[]>(),
    ctx.orders.find({ buyerCompanyId: companyId, status: 'pending_company' }).lean<OrderDoc[]>(),
  ]);
  const limitsOf = new Map(limits.map((l) => [l._id, l.limits]));
  const members: TeamMember[] = people
    .filter((p) => p.teamRole)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((p) =>
      teamMemberView(
        p,
        limitsOf.get(p._id) ?? [],
        monthOrders.filter((o) => o.buyerId === p._id),
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
  const carts = await ctx.carts.find({ buyerId: { $in: [...names.keys()] }, status: 'open' }).lean();
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
  orders: ReadonlyArray<Pick<OrderDoc, 'currency' | 'totalValue' | 'createdAt' | 'status'>>,
  month: CalendarMonth,
): TeamMember {
  return {
    userId: member._id,
    name: member.name,
    email: member.email,
    teamRole: member.teamRole!,
    limits: limits.map(limitToWire),
    spentThisMonth: spendingByCurrency(orders.map(toSpendingOrder), month),
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
    ctx.orders
      .find({ buyerId: memberId }, { currency: 1, totalValue: 1, createdAt: 1, status: 1 })
      .lean<OrderDoc[]>(),
  ]);
  return teamMemberView(member, limits, orders, calendarMonthOf(ctx.now(), timeZone));
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
    ctx.orders
      .find({ buyerId: caller.userId }, { currency: 1, totalValue: 1, createdAt: 1, status: 1 })
      .lean<OrderDoc[]>(),
  ]);
  const month = calendarMonthOf(ctx.now(), timeZone);
  return {
    teamRole: caller.teamRole ?? null,
    timeZone,
    month: month.key,
    // An approver's orders never wait, so no limit of theirs is shown as one.
    limits: caller.teamRole === 'member' ? (limits?.limits ?? []).map(limitToWire) : [],
    spentThisMonth: spendingByCurrency(orders.map(toSpendingOrder), month),
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
