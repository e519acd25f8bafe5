import type { CompanyApproval, OrderStatus, OrderTimelineEntry, TimelineActor } from '@marketplace/contracts';
import { ORDER_TIMELINE_LINES_MAX, ORDER_TIMELINE_MAX } from '@marketplace/contracts/constants';
import { isSoldOrder } from './order-status';

/**
 * An order's timeline with `entries` added, at most ORDER_TIMELINE_MAX long: past it the first
 * entry (how the order began) stays and the oldest after it go.
 */
export function appendTimeline(
  timeline: readonly OrderTimelineEntry[] | undefined,
  ...entries: OrderTimelineEntry[]
): OrderTimelineEntry[] {
  const all = [...(timeline ?? []), ...entries];
  if (all.length <= ORDER_TIMELINE_MAX) return all;
  return [all[0]!, ...all.slice(all.length - (ORDER_TIMELINE_MAX - 1))];
}

/** The lines a change lists (the first ORDER_TIMELINE_LINES_MAX) and how many more it had. */
export function listedLines<L>(lines: readonly L[]): { lines: L[]; otherLines?: number } {
  const listed = lines.slice(0, ORDER_TIMELINE_LINES_MAX);
  return lines.length > listed.length
    ? { lines: listed, otherLines: lines.length - listed.length }
    : { lines: listed };
}

/** What an order says of itself that a timeline can be told from. */
export interface TimelineSource {
  buyerId: string;
  status: OrderStatus;
  totalValue: number;
  totalUnits: number;
  createdAt: string | Date;
  decidedAt: string | Date | null;
  companyApproval?: CompanyApproval | null;
  timeline?: readonly OrderTimelineEntry[] | null;
}

const iso = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString());

/**
 * The order's timeline, oldest first. Orders stored before timelines were kept have none: theirs
 * is told from what they still say (placed when created, the company's and the admin's decisions
 * when made), so no order shows an empty history.
 */
export function orderTimelineOf(order: TimelineSource): OrderTimelineEntry[] {
  // A store may drop an entry's empty `details` (mongoose minimizes empty objects): put it back.
  if (order.timeline?.length)
    return order.timeline.map((e) => (e.details ? e : ({ ...e, details: {} } as OrderTimelineEntry)));
  const buyer: TimelineActor = { role: 'buyer', userId: order.buyerId };
  const entries: OrderTimelineEntry[] = [
    {
      at: iso(order.createdAt),
      kind: 'placed',
      actor: buyer,
      details: { totalValue: order.totalValue, totalUnits: order.totalUnits },
    },
  ];
  const approval = order.companyApproval;
  if (approval) {
    entries.push({
      at: iso(order.createdAt),
      kind: 'held_for_approval',
      actor: { role: 'system' },
      details: { exceeded: approval.exceeded },
    });
    if (approval.decidedAt && (approval.status === 'approved' || approval.status === 'rejected'))
      entries.push({
        at: approval.decidedAt,
        kind: approval.status === 'approved' ? 'company_approved' : 'company_rejected',
        actor: {
          role: 'approver',
          ...(approval.decidedBy ? { userId: approval.decidedBy } : {}),
          ...(approval.decidedByName ? { name: approval.decidedByName } : {}),
        },
        ...(approval.status === 'rejected' && approval.reason ? { reason: approval.reason } : {}),
        details: {},
      });
  }
  const decidedAt = order.decidedAt ? iso(order.decidedAt) : null;
  const byCompany = approval?.status === 'rejected';
  if (decidedAt && !byCompany && isSoldOrder(order.status))
    entries.push({ at: decidedAt, kind: 'approved', actor: { role: 'admin' }, details: {} });
  if (decidedAt && !byCompany && order.status === 'rejected')
    entries.push({ at: decidedAt, kind: 'rejected', actor: { role: 'admin' }, details: {} });
  return entries;
}

/**
 * Entries that are the buying company's own business: a member's order held over a spending
 * limit and the approver's decision on it (which limits, who decided). The supplier and the
 * marketplace see the order from the moment it reached them, never the company's trail.
 */
export const COMPANY_TIMELINE_KINDS: ReadonlySet<OrderTimelineEntry['kind']> = new Set([
  'held_for_approval',
  'company_approved',
  'company_rejected',
]);

/** A timeline as the supplier and the marketplace read it: the company's own entries left out. */
export function entriesOutsideTheCompany(entries: OrderTimelineEntry[]): OrderTimelineEntry[] {
  return entries.filter((e) => !COMPANY_TIMELINE_KINDS.has(e.kind));
}

/**
 * An order as it may leave its buying company (the order events the supplier's and the admin's
 * read models and the webhooks keep): without the company's approval and its timeline entries.
 */
export function outsideTheCompany<
  O extends { companyApproval?: CompanyApproval | null; timeline?: OrderTimelineEntry[] },
>(order: O): Omit<O, 'companyApproval'> {
  const { companyApproval: _company, ...rest } = order;
  return rest.timeline ? { ...rest, timeline: entriesOutsideTheCompany(rest.timeline) } : rest;
}
