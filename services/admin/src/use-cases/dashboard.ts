import type { AdminDashboard } from '@marketplace/contracts';
import { roundMoney, SOLD_ORDER_STATUSES, sumMoney } from '@marketplace/domain';
import { daysTotal, readDayPage } from '@marketplace/service-kit/store';
import type { AdminContext } from '../context';
import type { RoundRowDoc } from '../data/moderation.model';
import { orderDays } from '../data/order-list';
import { mergePending } from '../domain/moderation';
import { buyersOf, orderListQuery } from './moderation';

/** Spec §9: the dashboard's queries are limited to 10; the merged pending list shows 5. */
const QUERY_LIMIT = 10;
const PENDING_SHOWN = 5;

/**
 * The admin dashboard: counts, platform volume, the pending approvals and the latest orders. The
 * order figures are the Orders list's day tallies and its first pages (kit `day-pages`), never a
 * pass over every order.
 */
export async function adminDashboard(ctx: AdminContext): Promise<AdminDashboard> {
  const days = await orderDays(ctx.days);
  const firstOrders = (status: 'all' | 'pending_admin') => {
    const { group, ...list } = orderListQuery(ctx, status);
    return readDayPage({ ...list, projection: { timeline: 0, items: 0 }, limit: QUERY_LIMIT }, days, group);
  };
  const [totalUsers, buyers, suppliers, pendingRoundCount, pendingRounds, pendingOrders, latest] =
    await Promise.all([
      ctx.users.estimatedDocumentCount(),
      ctx.companies.countDocuments({ active: true, type: 'buyer' }),
      ctx.companies.countDocuments({ active: true, type: 'supplier' }),
      ctx.rounds.countDocuments({ status: 'pending_approval' }),
      ctx.rounds
        .find({ status: 'pending_approval' })
        .sort({ createdAt: -1 })
        .limit(QUERY_LIMIT)
        .lean<RoundRowDoc[]>(),
      firstOrders('pending_admin').then((page) => page.items),
      firstOrders('all').then((page) => page.items),
    ]);
  const pendingOrderCount = daysTotal(days, 'pending_admin').count;
  // Every sold order, on its way to the end or there (libs/domain order-status).
  const volume = [{ total: sumMoney(SOLD_ORDER_STATUSES.map((status) => daysTotal(days, status).sum)) }];
  const names = await buyersOf(ctx, [...pendingOrders, ...latest]);
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
