import type { Router } from 'express';
import type { AdminDashboard } from '@marketplace/contracts';
import { handle, requireRole } from '@marketplace/service-kit';
import type { CompanyModel } from '../data/directory.model';
import type { OrderRowDoc, OrderRowModel, RoundRowDoc, RoundRowModel } from '../data/moderation.model';
import type { UserRowModel } from '../data/user-row.model';
import { mergePending } from '../domain/moderation';
import { buyersOf } from './moderation.routes';

/** Spec §9: the dashboard's queries are limited to 10; the merged pending list shows 5. */
const QUERY_LIMIT = 10;
const PENDING_SHOWN = 5;

export function dashboardRoutes(
  router: Router,
  deps: { users: UserRowModel; companies: CompanyModel; rounds: RoundRowModel; orders: OrderRowModel },
): void {
  const { users, companies, rounds, orders } = deps;

  router.get(
    '/dashboard',
    requireRole('admin'),
    handle({}, async (): Promise<AdminDashboard> => {
      const [
        totalUsers,
        buyers,
        suppliers,
        volume,
        pendingRoundCount,
        pendingOrderCount,
        pendingRounds,
        pendingOrders,
        latest,
      ] = await Promise.all([
        users.estimatedDocumentCount(),
        companies.countDocuments({ active: true, type: 'buyer' }),
        companies.countDocuments({ active: true, type: 'supplier' }),
        orders.aggregate<{ total: number }>([
          { $match: { status: 'approved' } },
          { $group: { _id: null, total: { $sum: '$totalValue' } } },
        ]),
        rounds.countDocuments({ status: 'pending_approval' }),
        orders.countDocuments({ status: 'pending_admin' }),
        rounds
          .find({ status: 'pending_approval' })
          .sort({ createdAt: -1 })
          .limit(QUERY_LIMIT)
          .lean<RoundRowDoc[]>(),
        orders
          .find({ status: 'pending_admin' })
          .sort({ createdAt: -1 })
          .limit(QUERY_LIMIT)
          .lean<OrderRowDoc[]>(),
        orders.find().sort({ createdAt: -1 }).limit(QUERY_LIMIT).lean<OrderRowDoc[]>(),
      ]);
      const names = await buyersOf(
        users,
        [...pendingOrders, ...latest].map((o) => o.buyerId),
      );
      return {
        totalUsers,
        activeCompanies: { total: buyers + suppliers, buyers, suppliers },
        platformVolume: Math.round((volume[0]?.total ?? 0) * 100) / 100,
        pendingApprovals: pendingRoundCount + pendingOrderCount,
        pending: mergePending(
          pendingRounds.map((r) => ({
            kind: 'round' as const,
            id: r._id,
            title: r.title,
            detail: r.supplierName,
            createdAt: r.createdAt.toISOString(),
          })),
          pendingOrders.map((o) => ({
            kind: 'order' as const,
            id: o._id,
            title: o.roundTitle,
            detail: names.get(o.buyerId)?.name ?? o.supplierName,
            createdAt: o.createdAt.toISOString(),
          })),
          PENDING_SHOWN,
        ),
        recentActivity: latest.map((o) => ({
          id: o._id,
          buyerName: names.get(o.buyerId)?.name ?? null,
          roundTitle: o.roundTitle,
          status: o.status,
          totalValue: o.totalValue,
          createdAt: o.createdAt.toISOString(),
        })),
      };
    }),
  );
}
