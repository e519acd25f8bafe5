import type { Router } from 'express';
import { z } from 'zod';
import {
  companyDecisionBodySchema,
  memberLimitsBodySchema,
  mySpendingSchema,
  orderSnapshotSchema,
  teamAuditQuerySchema,
  teamAuditResponseSchema,
  teamMemberSchema,
  teamResponseSchema,
  teamSettingsBodySchema,
  type MySpending,
  type OrderSnapshot,
  type TeamAuditResponse,
  type TeamMember,
  type TeamResponse,
} from '@marketplace/contracts';
import { callerOf, handle, requireRole } from '@marketplace/service-kit/http';
import type { BuyerContext } from '../context';
import { decideForCompany } from '../use-cases/company-approval';
import { getTeam, listTeamAudit, mySpending, setMemberLimits, setTeamTimeZone } from '../use-cases/team';

const id = z.string().min(1).max(200);

/**
 * Buying teams: the approver's Team page, limits, time zone, audit trail and decisions on held
 * orders (approvers of the caller's own company only), and each buyer's own limits.
 */
export function teamRoutes(router: Router, ctx: BuyerContext): void {
  router.get(
    '/team',
    requireRole('buyer'),
    handle(
      {
        summary: "The approver's buying team: members, limits, month's spending, held orders",
        response: teamResponseSchema,
      },
      async (_input, req): Promise<TeamResponse> => getTeam(ctx, callerOf(req)),
    ),
  );

  router.put(
    '/team/members/:userId/limits',
    requireRole('buyer'),
    handle(
      {
        summary: "Set a member's spending limits (an approver of the member's company)",
        params: z.object({ userId: id }),
        body: memberLimitsBodySchema,
        response: teamMemberSchema,
      },
      async ({ params, body }, req): Promise<TeamMember> =>
        setMemberLimits(ctx, callerOf(req), params.userId, body),
    ),
  );

  router.put(
    '/team/settings',
    requireRole('buyer'),
    handle(
      {
        summary: "Set the company's time zone, in which its months begin",
        body: teamSettingsBodySchema,
        response: teamSettingsBodySchema,
      },
      async ({ body }, req) => setTeamTimeZone(ctx, callerOf(req), body.timeZone),
    ),
  );

  router.get(
    '/team/audit',
    requireRole('buyer'),
    handle(
      {
        summary: "The team's audit trail: limits, decisions and settings, newest first",
        query: teamAuditQuerySchema,
        response: teamAuditResponseSchema,
      },
      async ({ query }, req): Promise<TeamAuditResponse> => listTeamAudit(ctx, callerOf(req), query),
    ),
  );

  router.get(
    '/team/my-spending',
    requireRole('buyer'),
    handle(
      { summary: "The caller's own limits and this month's spending", response: mySpendingSchema },
      async (_input, req): Promise<MySpending> => mySpending(ctx, callerOf(req)),
    ),
  );

  router.post(
    '/orders/:orderId/company-decision',
    requireRole('buyer'),
    handle(
      {
        summary: "Approve or reject a member's order held over a limit (an approver)",
        params: z.object({ orderId: id }),
        body: companyDecisionBodySchema,
        response: orderSnapshotSchema,
      },
      async ({ params, body }, req): Promise<OrderSnapshot> =>
        decideForCompany(ctx, callerOf(req), params.orderId, body),
    ),
  );
}
