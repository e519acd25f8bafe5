import type { Router } from 'express';
import { handle, requireRole } from '@marketplace/service-kit';
import type { SupplierContext } from '../context';
import { supplierDashboard, type SalesSummarySource } from '../data/dashboard';
import { supplierCompanyOf } from './caller';

export function dashboardRoutes(router: Router, ctx: SupplierContext, sales: SalesSummarySource): void {
  router.get(
    '/dashboard',
    requireRole('supplier'),
    handle({}, (_input, req) => supplierDashboard(ctx, sales, supplierCompanyOf(req))),
  );
}
