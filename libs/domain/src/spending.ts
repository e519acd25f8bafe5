/**
 * Buying teams: a buying company's members place orders within the spending limits their
 * approver sets; an order over a limit waits for the company's approval before it goes on to the
 * marketplace's admin. Limits are per currency the company buys in (amounts are never converted),
 * per order and per calendar month, the month counted in the company's time zone.
 */

import { TEAM_ROLES } from '@marketplace/contracts/constants';
import { lineTotalMinor, toMinorUnits } from './money';

type TeamRole = (typeof TEAM_ROLES)[number];

/**
 * A person's part in their company's buying team; null outside one (no company, or not a buyer).
 * Records and events from before buying teams carry none: a buyer with a company is a member.
 */
export function teamRoleOf(user: {
  role: string;
  companyId: string | null;
  teamRole?: TeamRole | null;
}): TeamRole | null {
  if (user.role !== 'buyer' || !user.companyId) return null;
  return user.teamRole ?? 'member';
}

/** A member's limits in one currency; null is "no limit". Amounts in cents. */
export interface SpendingLimit {
  currency: string;
  perOrderCents: number | null;
  perMonthCents: number | null;
}

/** An order as the monthly count sees it. */
export interface SpendingOrder {
  currency: string;
  totalCents: number;
  placedAt: Date;
  /** Rejected and cancelled orders spend nothing. */
  counts: boolean;
}

export type LimitExceeded = 'per_order' | 'per_month';

export interface SpendingCheck {
  /** The order waits for the company's approval (`pending_company`). */
  needsApproval: boolean;
  /** Which limits it goes over, for the approver and the member. */
  exceeded: LimitExceeded[];
  /** The member's spending this month in the order's currency, before this order. */
  spentThisMonthCents: number;
  limit: SpendingLimit | null;
}

export interface CalendarMonth {
  /** `YYYY-MM` in the time zone. */
  key: string;
  /** The first instant of the month, and of the next one (exclusive), as UTC instants. */
  start: Date;
  end: Date;
}

/** Year, month (1–12), day, hour, minute, second of `at` on a wall clock in `timeZone`. */
function wallClock(at: Date, timeZone: string): number[] {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return [field('year'), field('month'), field('day'), field('hour'), field('minute'), field('second')];
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const [y, mo, d, h, mi, s] = wallClock(at, timeZone);
  return Date.UTC(y, mo - 1, d, h, mi, s) - (at.getTime() - at.getMilliseconds());
}

/**
 * The UTC instant of midnight starting day 1 of `month` (1–12) in `timeZone`. The zone's offset
 * is read at a first guess and read again at the result, so a change of offset between the two
 * (summer time) still lands on the wall clock's midnight.
 */
function monthStartUtc(year: number, month: number, timeZone: string): Date {
  const wallMidnight = Date.UTC(year, month - 1, 1);
  const guess = wallMidnight - zoneOffsetMs(new Date(wallMidnight), timeZone);
  return new Date(wallMidnight - zoneOffsetMs(new Date(guess), timeZone));
}

/** The calendar month holding `at` in `timeZone`. */
export function calendarMonthOf(at: Date, timeZone: string): CalendarMonth {
  const [year, month] = wallClock(at, timeZone);
  const next = month === 12 ? [year + 1, 1] : [year, month + 1];
  return {
    key: `${year}-${String(month).padStart(2, '0')}`,
    start: monthStartUtc(year, month, timeZone),
    end: monthStartUtc(next[0], next[1], timeZone),
  };
}

/** What the orders placed in `month` spend in `currency`. */
export function spentInMonth(
  orders: readonly SpendingOrder[],
  currency: string,
  month: CalendarMonth,
): number {
  return orders
    .filter((o) => o.counts && o.currency === currency && o.placedAt >= month.start && o.placedAt < month.end)
    .reduce((sum, o) => sum + o.totalCents, 0);
}

/**
 * Whether an order of a team's person goes straight to the admin or waits for the company's
 * approval. An approver holds the budget authority, so their own orders never wait; a member's
 * order waits when it goes over the per-order limit of its currency, or takes the month's
 * spending over the monthly one. A currency without a limit set is not limited.
 */
export function checkSpending(input: {
  teamRole: TeamRole;
  order: { currency: string; totalCents: number; placedAt: Date };
  limits: readonly SpendingLimit[];
  /** The member's earlier orders (any month, any currency: this picks what counts). */
  earlierOrders: readonly SpendingOrder[];
  timeZone: string;
}): SpendingCheck {
  const { order } = input;
  const month = calendarMonthOf(order.placedAt, input.timeZone);
  const spentThisMonthCents = spentInMonth(input.earlierOrders, order.currency, month);
  const limit = input.limits.find((l) => l.currency === order.currency) ?? null;
  const exceeded: LimitExceeded[] = [];
  if (input.teamRole === 'member' && limit) {
    if (limit.perOrderCents != null && order.totalCents > limit.perOrderCents) exceeded.push('per_order');
    if (limit.perMonthCents != null && spentThisMonthCents + order.totalCents > limit.perMonthCents)
      exceeded.push('per_month');
  }
  return { needsApproval: exceeded.length > 0, exceeded, spentThisMonthCents, limit };
}

/** An order line as its spending sees it: its price, and the flexible units it offers. */
export interface SpendingLine {
  unitPrice: number;
  flex?: number;
}

/**
 * What an order counts against its member's limits. Flexible units count as goods do, at their
 * line's price: a limit is the most a member may commit the company to without the approver, and
 * an offer of flex lets the close call every one of those units in. So an order counts its goods
 * plus the flex its lines offer while the round's close has not decided (`flexStands`); after
 * it, called units are goods (in the total) and the rest were never bought.
 */
export function orderSpendCents(
  order: { totalValue: number; items: readonly SpendingLine[] },
  flexStands: boolean,
): number {
  const goods = toMinorUnits(order.totalValue);
  if (!flexStands) return goods;
  return order.items.reduce(
    (sum, line) => sum + lineTotalMinor(toMinorUnits(line.unitPrice), line.flex ?? 0),
    goods,
  );
}

/**
 * How many of a line's flexible units the close may call in for a member, so the call-in stops at
 * their limits in the order's currency: the room the per-order and monthly limits leave once the
 * order and the month count everything else at its fullest (this line's flex left out of both).
 * Null when no limit applies. Flex is checked when it is offered; this keeps to the limits an offer
 * that passed them then, if the approver lowered them since.
 */
export function flexUnitsWithinLimit(input: {
  limit: SpendingLimit | null;
  /** The order's spend without this line's flex. */
  orderCents: number;
  /** The member's spend in the order's month, this order included, without this line's flex. */
  monthCents: number;
  unitPriceCents: number;
}): number | null {
  const { limit, unitPriceCents } = input;
  if (!limit || unitPriceCents <= 0) return null;
  const rooms = [
    limit.perOrderCents == null ? null : limit.perOrderCents - input.orderCents,
    limit.perMonthCents == null ? null : limit.perMonthCents - input.monthCents,
  ].filter((room): room is number => room != null);
  if (!rooms.length) return null;
  return Math.floor(Math.max(0, Math.min(...rooms)) / unitPriceCents);
}
