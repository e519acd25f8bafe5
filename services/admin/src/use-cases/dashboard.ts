import type { AdminDashboard } from '@marketplace/contracts';
import { roundMoney } from '@marketplace/domain';
import type { AdminContext } from '../context';
import type { OrderRowDoc, RoundRowDoc } from '../data/moderation.model';
import { mergePending } from '../domain/moderation';
import { buyersOf } from './moderation';

/** Spec §9: the dashboard's queries are limited to 10; the merged pending list shows 5. */
const QUERY_LIMIT = 10;
const PENDING_SHOWN = 5;

/** The admin dashboard: counts, platform volume, the pending approvals and the latest orders. */
export async function adminDashboard(ctx: AdminContext): Promise<AdminDashboard> {
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
    ctx.users.estimatedDocumentCount(),
    ctx.companies.countDocuments({ active: true, type: 'buyer' }),
    ctx.companies.countDocuments({ active: true, type: 'supplier' }),
    ctx.orders.aggregate<{ total: number }>([
      { $match: { status: 'approved' } },
      { $group: { _id: null, total: { $sum: '$totalValue' } } },
    ]),
    ctx.rounds.countDocuments({ status: 'pending_approval' }),
    ctx.orders.countDocuments({ status: 'pending_admin' }),
    ctx.rounds
      .find({ status: 'pending_approval' })
      .sort({ createdAt: -1 })
      .limit(QUERY_LIMIT)
      .lean<RoundRowDoc[]>(),
    ctx.orders
      .find({ status: 'pending_admin' })
      .sort({ createdAt: -1 })
      .limit(QUERY_LIMIT)
      .lean<OrderRowDoc[]>(),
    ctx.orders.find().sort({ createdAt: -1 }).limit(QUERY_LIMIT).lean<OrderRowDoc[]>(),
  ]);
  const names = await buyersOf(
    ctx,
    [...pendingOrders, ...latest].map((o) => o.buyerId),
  );
  return {
    totalUsers,
    activeCompanies: { total: buyers + suppliers, buyers, suppliers },
    platformVolume: roundMoney(volume[0]?.total ?? 0),
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
}
