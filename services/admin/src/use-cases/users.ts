import {
  AdminProblemCodes,
  assignCompanyCommand,
  type AdminUserRow,
  type AdminUsersResponse,
  type AssignCompanyBody,
  type adminUsersQuerySchema,
} from '@marketplace/contracts';
import { badRequest, conflict, notFound } from '@marketplace/service-kit/core';
import { sendCommand } from '@marketplace/service-kit/messaging';
import type { z } from 'zod';
import type { AdminContext } from '../context';
import type { CompanyDoc } from '../data/directory.model';
import { idsMatchingSearch, usersFilter } from '../data/search-filters';
import type { UserRowDoc } from '../data/user-row.model';

const PAGE_LIMIT = 500;
/** More companies than this matching one search term would not fit a page of users anyway. */
const COMPANY_MATCH_LIMIT = 200;

/** Company name and type of each row, read from the directory (one query for the whole page). */
async function withCompanies(ctx: AdminContext, rows: UserRowDoc[]): Promise<AdminUserRow[]> {
  const ids = [...new Set(rows.map((u) => u.companyId).filter((id): id is string => Boolean(id)))];
  const found = ids.length
    ? await ctx.companies
        .find({ _id: { $in: ids } }, { name: 1, type: 1 })
        .lean<Pick<CompanyDoc, '_id' | 'name' | 'type'>[]>()
    : [];
  const byId = new Map(found.map((c) => [c._id, c]));
  return rows.map((u) => {
    const company = u.companyId ? byId.get(u.companyId) : undefined;
    return {
      id: u._id,
      name: u.name,
      email: u.email,
      role: u.role,
      companyId: u.companyId,
      companyName: company?.name ?? null,
      companyType: company?.type ?? null,
      teamRole: u.teamRole ?? null,
      createdAt: u.createdAt.toISOString(),
      lastActiveAt: u.lastActiveAt ? u.lastActiveAt.toISOString() : null,
    };
  });
}

export async function listUsers(
  ctx: AdminContext,
  query: z.infer<typeof adminUsersQuerySchema>,
): Promise<AdminUsersResponse> {
  const companyIds = await idsMatchingSearch(ctx.companies, query.search, ['name'], COMPANY_MATCH_LIMIT);
  const filter = usersFilter(query, companyIds);
  const [rows, total] = await Promise.all([
    ctx.users.find(filter).sort({ createdAt: -1 }).limit(PAGE_LIMIT).lean<UserRowDoc[]>(),
    ctx.users.countDocuments(filter),
  ]);
  return { total, items: await withCompanies(ctx, rows) };
}

/**
 * Assign Company: an active company or none, decided by identity (the owner of users) through
 * its command, with a buyer's part in the company's buying team. The read model is updated at
 * once so the page shows it; identity's event confirms.
 */
export async function assignCompany(ctx: AdminContext, userId: string, body: AssignCompanyBody) {
  let company: CompanyDoc | null = null;
  if (body.companyId) {
    company = await ctx.companies.findById(body.companyId).lean<CompanyDoc>();
    if (!company) throw notFound('Company not found', AdminProblemCodes.companyNotFound);
    if (!company.active)
      throw conflict(AdminProblemCodes.companyInactive, 'Only an active company can be assigned');
  }
  if (body.teamRole) {
    const user = await ctx.users.findById(userId, { role: 1 }).lean<Pick<UserRowDoc, 'role'>>();
    if (company?.type !== 'buyer' || (user && user.role !== 'buyer'))
      throw badRequest(
        AdminProblemCodes.teamRoleNotBuyer,
        'A team role is only for a buyer joining a buying company',
      );
  }
  const reply = await sendCommand(ctx.nc, assignCompanyCommand, {
    userId,
    companyId: body.companyId,
    teamRole: body.teamRole,
  });
  const teamRole = reply.teamRole ?? null;
  await ctx.users.updateOne({ _id: userId }, { $set: { companyId: reply.companyId, teamRole } });
  const row = await ctx.users.findById(userId).lean<UserRowDoc>();
  if (!row)
    return { id: reply.userId, companyId: reply.companyId, companyName: company?.name ?? null, teamRole };
  const [shown] = await withCompanies(ctx, [row]);
  return shown;
}
