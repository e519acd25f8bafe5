import type { Router } from 'express';
import { adminDashboardSchema } from '@marketplace/contracts';
import { handle, requireRole } from '@marketplace/service-kit/http';
import type { AdminContext } from '../context';
import { adminDashboard } from '../use-cases/dashboard';

export function dashboardRoutes(router: Router, ctx: AdminContext): void {
  router.get(
    '/dashboard',
    requireRole('admin'),
    handle(
      { summary: 'The admin dashboard: counts of what waits for a decision', response: adminDashboardSchema },
      () => adminDashboard(ctx),
    ),
  );
}
