import type { Router } from 'express';
import { handle, requireRole } from '@marketplace/service-kit';
import type { AdminContext } from '../context';
import { adminDashboard } from '../use-cases/dashboard';

export function dashboardRoutes(router: Router, ctx: AdminContext): void {
  router.get(
    '/dashboard',
    requireRole('admin'),
    handle({}, () => adminDashboard(ctx)),
  );
}
