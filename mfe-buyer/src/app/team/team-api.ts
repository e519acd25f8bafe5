import type {
  CompanyDecisionBody,
  MemberLimitsBody,
  MySpending,
  OrderSnapshot,
  StoredLimit,
  TeamAuditResponse,
  TeamMember,
  TeamResponse,
  TeamSettingsBody,
} from '@marketplace/contracts';
import { LIMIT_CURRENCIES } from '@marketplace/contracts/constants';
import { parsedWith } from '@marketplace/web-kit';
import { buyerApi } from '../api/buyer-api';

export interface MemberLimitsArgs extends MemberLimitsBody {
  userId: string;
}

export interface CompanyDecisionArgs {
  orderId: string;
  decision: CompanyDecisionBody['decision'];
  /** Required for a rejection. */
  reason?: string;
}

/**
 * Buying teams: the approver's Team page (members, limits, time zone, held orders, audit trail)
 * and each buyer's own limits. A decision changes the held order, so Order History and the
 * dashboard are read again with the Team page.
 */
export const teamApi = buyerApi.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<TeamResponse, void>({
      query: () => '/team',
      transformResponse: parsedWith('teamResponseSchema'),
      providesTags: ['Team'],
    }),
    teamAudit: build.query<TeamAuditResponse, void>({
      query: () => '/team/audit',
      transformResponse: parsedWith('teamAuditResponseSchema'),
      providesTags: ['Team'],
    }),
    mySpending: build.query<MySpending, void>({
      query: () => '/team/my-spending',
      transformResponse: parsedWith('mySpendingSchema'),
      providesTags: ['Team'],
    }),
    setMemberLimits: build.mutation<TeamMember, MemberLimitsArgs>({
      query: ({ userId, limits }) => ({
        url: `/team/members/${encodeURIComponent(userId)}/limits`,
        method: 'PUT',
        body: { limits } satisfies MemberLimitsBody,
      }),
      transformResponse: parsedWith('teamMemberSchema'),
      invalidatesTags: ['Team'],
    }),
    setTeamTimeZone: build.mutation<TeamSettingsBody, TeamSettingsBody>({
      query: (body) => ({ url: '/team/settings', method: 'PUT', body }),
      // The answer is the time zone saved, the body's shape.
      transformResponse: parsedWith('teamSettingsBodySchema'),
      invalidatesTags: ['Team'],
    }),
    decideForCompany: build.mutation<OrderSnapshot, CompanyDecisionArgs>({
      query: ({ orderId, decision, reason }) => ({
        url: `/orders/${encodeURIComponent(orderId)}/company-decision`,
        method: 'POST',
        body: (decision === 'reject' ? { decision, reason } : { decision }) satisfies CompanyDecisionBody,
      }),
      transformResponse: parsedWith('orderSnapshotSchema'),
      invalidatesTags: ['Team', 'Orders', 'Dashboard'],
    }),
  }),
});

export const {
  useGetTeamQuery,
  useTeamAuditQuery,
  useMySpendingQuery,
  useSetMemberLimitsMutation,
  useSetTeamTimeZoneMutation,
  useDecideForCompanyMutation,
} = teamApi;

/** The dialog's fields: per currency, the two amounts as typed ('' is no limit). */
export type LimitDrafts = Record<(typeof LIMIT_CURRENCIES)[number], { perOrder: string; perMonth: string }>;

/** The fields of a member's current limits, one row per currency. */
export function limitDrafts(limits: readonly StoredLimit[]): LimitDrafts {
  const drafts = {} as LimitDrafts;
  for (const currency of LIMIT_CURRENCIES) {
    const limit = limits.find((l) => l.currency === currency);
    drafts[currency] = {
      perOrder: limit?.perOrder == null ? '' : String(limit.perOrder),
      perMonth: limit?.perMonth == null ? '' : String(limit.perMonth),
    };
  }
  return drafts;
}

/** An amount as typed, or null for an empty field (no limit); a comma reads as the decimal mark. */
function amountOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

/**
 * The whole set of limits the PUT replaces: a currency with both fields empty is left out (no
 * limit in it), an empty field is null.
 */
export function limitsBody(drafts: LimitDrafts): MemberLimitsBody['limits'] {
  return LIMIT_CURRENCIES.flatMap((currency) => {
    const perOrder = amountOf(drafts[currency].perOrder);
    const perMonth = amountOf(drafts[currency].perMonth);
    return perOrder === null && perMonth === null ? [] : [{ currency, perOrder, perMonth }];
  });
}
