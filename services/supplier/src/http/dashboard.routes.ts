import type { Router } from 'express';
import { supplierDashboardSchema } from '@marketplace/contracts';
import { handle, requireRole } from '@marketplace/service-kit/http';
import type { SupplierContext } from '../context';
import { supplierDashboard } from '../use-cases/dashboard';
import { supplierCompanyOf } from './caller';

export function dashboardRoutes(router: Router, ctx: SupplierContext): void {
  router.get(
    '/dashboard',
    requireRole('supplier'),
    handle(
      {
        summary: "The supplier's dashboard: rounds, sales and invoices at a glance",
        response: supplierDashboardSchema,
      },
      (_input, req) => supplierDashboard(ctx, supplierCompanyOf(req)),
    ),
  );
}
