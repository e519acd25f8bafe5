import { z } from 'zod';
import { orderSnapshotSchema } from './buyer';
import { teamRoleSchema } from './roles';
import { text } from './text';
import { LIMIT_CURRENCIES, SPENDING_LIMIT_MAX } from './constants';

/**
 * Buying teams (kept by services/buyer): a buying company's approver sets each member's spending
 * limits; a member's order over a limit waits for the company's approval (`pending_company`)
 * before it goes on to the marketplace's admin. Amounts are decimals on the wire, as every price.
 */

const limitAmount = z.number().min(0).max(SPENDING_LIMIT_MAX).multipleOf(0.01).nullable();

/** A member's limits in one currency: per order and per calendar month; null is "no limit". */
export const spendingLimitSchema = z.object({
  currency: z.enum(LIMIT_CURRENCIES),
  perOrder: limitAmount,
  perMonth: limitAmount,
});
export type SpendingLimitBody = z.infer<typeof spendingLimitSchema>;

/**
 * A limit as the service keeps and shows it: in whatever currency it was set, so that one set
 * before limits were kept to round currencies still reads (no order is in it, so it never applies)
 * instead of failing the page that shows it. Saving the set again leaves it out.
 */
export const storedLimitSchema = spendingLimitSchema.extend({ currency: z.string() });
export type StoredLimit = z.infer<typeof storedLimitSchema>;

/** `PUT /team/members/:userId/limits`: the member's whole set of limits (a currency left out has none). */
export const memberLimitsBodySchema = z
  .object({ limits: z.array(spendingLimitSchema).max(LIMIT_CURRENCIES.length) })
  .strict()
  .refine((body) => new Set(body.limits.map((l) => l.currency)).size === body.limits.length, {
    message: 'one limit per currency',
    path: ['limits'],
  });
export type MemberLimitsBody = z.infer<typeof memberLimitsBodySchema>;

/** True for a time zone name this runtime knows (IANA, e.g. America/Sao_Paulo). */
function knownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** `PUT /team/settings`: the company's time zone, in which its months begin. */
export const teamSettingsBodySchema = z
  .object({ timeZone: text().min(1).max(64).refine(knownTimeZone, 'not a known time zone') })
  .strict();
export type TeamSettingsBody = z.infer<typeof teamSettingsBodySchema>;

/** `POST /orders/:id/company-decision`: the approver approves, or rejects with a reason. */
export const companyDecisionBodySchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: text().trim().max(500).optional(),
  })
  .strict()
  .refine((body) => body.decision === 'approve' || Boolean(body.reason), {
    message: 'a rejection needs a reason',
    path: ['reason'],
  });
export type CompanyDecisionBody = z.infer<typeof companyDecisionBodySchema>;

export const LIMITS_EXCEEDED = ['per_order', 'per_month'] as const;

/** A member's spending this calendar month (the company's), in one currency. */
export const monthSpendingSchema = z.object({ currency: z.string(), amount: z.number().min(0) });

export const teamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  teamRole: teamRoleSchema,
  limits: z.array(storedLimitSchema),
  /** Orders placed this month that count (pending or standing), by currency. */
  spentThisMonth: z.array(monthSpendingSchema),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** What an entry of the team's audit trail records. */
export const TEAM_AUDIT_ACTIONS = [
  'order_held',
  'order_company_approved',
  'order_company_rejected',
  'order_released_unapproved',
  'limits_changed',
  'time_zone_changed',
] as const;

export const teamAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(TEAM_AUDIT_ACTIONS),
  /** Who did it; null when the round's close did (an unapproved order released). */
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  /** The member it concerns (an order's placer, or whose limits changed). */
  memberId: z.string().nullable(),
  memberName: z.string().nullable(),
  orderId: z.string().nullable(),
  /** What changed: the reason of a rejection, limits before and after, the limits an order went over. */
  details: z.record(z.string(), z.unknown()),
});
export type TeamAuditEntry = z.infer<typeof teamAuditEntrySchema>;

/** A team member's open cart, as the approver's Team page lists it. */
export const teamCartSchema = z.object({
  memberId: z.string(),
  memberName: z.string(),
  roundId: z.string(),
  roundTitle: z.string(),
  supplierName: z.string(),
  currency: z.string(),
  closeAt: z.string().nullable(),
  totalItems: z.number().int().min(0),
  totalUnits: z.number().int().min(0),
  subtotal: z.number().min(0),
});
export type TeamCart = z.infer<typeof teamCartSchema>;

/** `GET /team` (approvers): the Team page. */
export const teamResponseSchema = z.object({
  companyId: z.string(),
  timeZone: z.string(),
  /** The calendar month spending counts in, `YYYY-MM` in the company's time zone. */
  month: z.string(),
  members: z.array(teamMemberSchema),
  /** Members' orders waiting for the company's approval, oldest first. */
  pendingApprovals: z.array(orderSnapshotSchema),
  /** The team's open carts (what is being prepared), the round closing soonest first. */
  carts: z.array(teamCartSchema).default([]),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

/** `GET /team/audit` (approvers), newest first; `memberId` or `orderId` narrows it to one timeline. */
export const teamAuditQuerySchema = z.object({
  memberId: text().max(100).optional(),
  orderId: text().max(100).optional(),
});
export const teamAuditResponseSchema = z.object({ items: z.array(teamAuditEntrySchema) });
export type TeamAuditResponse = z.infer<typeof teamAuditResponseSchema>;

/** The member's own view: their limits and spending, so the cart can say when an order will wait. */
export const mySpendingSchema = z.object({
  teamRole: teamRoleSchema.nullable(),
  timeZone: z.string(),
  month: z.string(),
  limits: z.array(storedLimitSchema),
  spentThisMonth: z.array(monthSpendingSchema),
});
export type MySpending = z.infer<typeof mySpendingSchema>;

export const TeamProblemCodes = {
  /** Only the company's approver may do this (the Team page, limits, approvals). */
  approverOnly: 'buyer.team_approver_only',
  /** No such member in the caller's company (another company's member reads the same). */
  memberNotFound: 'buyer.team_member_not_found',
  /** The order is not waiting for the company's approval (already decided, or never held). */
  notAwaitingCompany: 'buyer.order_not_awaiting_company',
  /**
   * More flexible units on a member's placed order would take it over their spending limits
   * (`params.exceeded`: `per_order`, `per_month` or both, comma-separated).
   */
  flexOverLimit: 'buyer.flex_over_limit',
} as const;
