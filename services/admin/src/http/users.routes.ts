import type { Router } from 'express';
import {
  AdminProblemCodes,
  adminUsersQuerySchema,
  assignCompanyBodySchema,
  assignCompanyCommand,
  type AdminUserRow,
  type AdminUsersResponse,
} from '@marketplace/contracts';
import { callerOf, conflict, handle, notFound, requireRole, sendCommand } from '@marketplace/service-kit';
import type { NatsConnection } from 'nats';
import { z } from 'zod';
import type { CompanyDoc, CompanyModel } from '../data/directory.model';
import type { UserRowDoc, UserRowModel } from '../data/user-row.model';
import { containsText, usersFilter } from '../domain/users-query';

const PAGE_LIMIT = 500;
/** More companies than this matching one search term would not fit a page of users anyway. */
const COMPANY_MATCH_LIMIT = 200;
const userIdParams = z.object({ userId: z.string().min(1).max(100) });

/** Company name and type of each row, read from the directory (one query for the whole page). */
async function withCompanies(rows: UserRowDoc[], companies: CompanyModel): Promise<AdminUserRow[]> {
  const ids = [...new Set(rows.map((u) => u.companyId).filter((id): id is string => Boolean(id)))];
  const found = ids.length
    ? await companies
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
      createdAt: u.createdAt.toISOString(),
      lastActiveAt: u.lastActiveAt ? u.lastActiveAt.toISOString() : null,
    };
  });
}

export function usersRoutes(
  router: Router,
  deps: { users: UserRowModel; companies: CompanyModel; nc: NatsConnection },
): void {
  const { users, companies, nc } = deps;

  router.get(
    '/users',
    requireRole('admin'),
    handle({ query: adminUsersQuerySchema }, async ({ query }): Promise<AdminUsersResponse> => {
      const search = query.search?.trim();
      const companyIds = search
        ? (
            await companies
              .find({ name: containsText(search) }, { _id: 1 })
              .limit(COMPANY_MATCH_LIMIT)
              .lean()
          ).map((c) => c._id)
        : [];
      const filter = usersFilter(query, companyIds);
      const [rows, total] = await Promise.all([
        users.find(filter).sort({ createdAt: -1 }).limit(PAGE_LIMIT).lean<UserRowDoc[]>(),
        users.countDocuments(filter),
      ]);
      return { total, items: await withCompanies(rows, companies) };
    }),
  );

  /**
   * Assign Company: an active company or none, decided by identity (the owner of users) through
   * its command. The read model is updated at once so the page shows it; identity's event confirms.
   */
  router.put(
    '/users/:userId/company',
    requireRole('admin'),
    handle({ params: userIdParams, body: assignCompanyBodySchema }, async ({ params, body }, req) => {
      callerOf(req);
      let company: CompanyDoc | null = null;
      if (body.companyId) {
        company = await companies.findById(body.companyId).lean<CompanyDoc>();
        if (!company) throw notFound('Company not found', AdminProblemCodes.companyNotFound);
        if (!company.active)
          throw conflict(AdminProblemCodes.companyInactive, 'Only an active company can be assigned');
      }
      const reply = await sendCommand(nc, assignCompanyCommand, {
        userId: params.userId,
        companyId: body.companyId,
      });
      await users.updateOne({ _id: params.userId }, { $set: { companyId: reply.companyId } });
      const row = await users.findById(params.userId).lean<UserRowDoc>();
      if (!row) return { id: reply.userId, companyId: reply.companyId, companyName: company?.name ?? null };
      const [shown] = await withCompanies([row], companies);
      return shown;
    }),
  );
}
