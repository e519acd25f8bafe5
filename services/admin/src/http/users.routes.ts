import type { Router } from 'express';
import { adminUsersQuerySchema, type AdminUsersResponse } from '@marketplace/contracts';
import { handle, requireRole } from '@marketplace/service-kit';
import type { UserRowModel } from '../data/user-row.model';
import { usersFilter } from '../domain/users-query';

const PAGE_LIMIT = 500;

export function usersRoutes(router: Router, users: UserRowModel): void {
  router.get(
    '/users',
    requireRole('admin'),
    handle({ query: adminUsersQuerySchema }, async ({ query }): Promise<AdminUsersResponse> => {
      const filter = usersFilter(query);
      const [rows, total] = await Promise.all([
        users.find(filter).sort({ createdAt: -1 }).limit(PAGE_LIMIT).lean(),
        users.countDocuments(filter),
      ]);
      return {
        total,
        items: rows.map((u) => ({
          id: u._id,
          name: u.name,
          email: u.email,
          role: u.role,
          companyId: u.companyId,
          companyName: u.companyName,
          companyType: u.companyType,
          createdAt: u.createdAt.toISOString(),
          lastActiveAt: u.lastActiveAt ? u.lastActiveAt.toISOString() : null,
        })),
      };
    }),
  );
}
