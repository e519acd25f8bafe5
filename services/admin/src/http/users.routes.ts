import type { Router } from 'express';
import { adminUsersQuerySchema, assignCompanyBodySchema } from '@marketplace/contracts';
import { callerOf, handle, pathParams, requireRole } from '@marketplace/service-kit';
import type { AdminContext } from '../context';
import { assignCompany, listUsers } from '../use-cases/users';

const userIdParams = pathParams('userId');

export function usersRoutes(router: Router, ctx: AdminContext): void {
  router.get(
    '/users',
    requireRole('admin'),
    handle({ query: adminUsersQuerySchema }, ({ query }) => listUsers(ctx, query)),
  );
  router.put(
    '/users/:userId/company',
    requireRole('admin'),
    handle({ params: userIdParams, body: assignCompanyBodySchema }, ({ params, body }, req) => {
      callerOf(req);
      return assignCompany(ctx, params.userId, body);
    }),
  );
}
