import type { Router } from 'express';
import {
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  assignCompanyBodySchema,
  assignCompanyResponseSchema,
} from '@marketplace/contracts';
import { callerOf, handle, pathParams, requireRole } from '@marketplace/service-kit/http';
import type { AdminContext } from '../context';
import { assignCompany, listUsers } from '../use-cases/users';

const userIdParams = pathParams('userId');

export function usersRoutes(router: Router, ctx: AdminContext): void {
  router.get(
    '/users',
    requireRole('admin'),
    handle(
      {
        summary: 'List users, filtered by role, company or text',
        query: adminUsersQuerySchema,
        response: adminUsersResponseSchema,
      },
      ({ query }) => listUsers(ctx, query),
    ),
  );
  router.put(
    '/users/:userId/company',
    requireRole('admin'),
    handle(
      {
        summary: "Assign a user's company (and a buyer's part in its buying team), or none",
        params: userIdParams,
        body: assignCompanyBodySchema,
        response: assignCompanyResponseSchema,
      },
      ({ params, body }, req) => {
        callerOf(req);
        return assignCompany(ctx, params.userId, body);
      },
    ),
  );
}
