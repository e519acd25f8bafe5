import type { SupplierDashboard } from '@marketplace/contracts';
import { averageMoqProgress } from '@marketplace/domain';
import type { SupplierContext } from '../context';
import type { RoundDoc } from '../data/round.model';
import { listSales } from './sales';

const ACTIVE_ROUNDS_SHOWN = 3;
const RECENT_ORDERS_SHOWN = 5;

/** Supplier dashboard (spec §2.5, §7): approved rounds, their buyers and progress, products. */
export async function supplierDashboard(
  ctx: SupplierContext,
  supplierId: string,
): Promise<SupplierDashboard> {
  const { Round, Product, Commitment, BuyerCommitment } = ctx.models;
  const active = await Round.find({ supplierId, status: 'approved' })
    .sort({ createdAt: -1 })
    .lean<RoundDoc[]>();
  const roundIds = active.map((r) => r._id);
  const [commitments, holdings, products, salesSummary] = await Promise.all([
    roundIds.length ? Commitment.find({ roundId: { $in: roundIds } }).lean() : [],
    roundIds.length ? BuyerCommitment.find({ roundId: { $in: roundIds }, qty: { $gt: 0 } }).lean() : [],
    Product.countDocuments({ supplierId, active: true }),
    listSales(ctx, supplierId, RECENT_ORDERS_SHOWN),
  ]);
  const committed = new Map(commitments.map((c) => [c._id, c.totalCommitted]));
  const buyersByRound = new Map<string, Set<string>>();
  for (const h of holdings) {
    const set = buyersByRound.get(h.roundId) ?? new Set<string>();
    set.add(h.buyerId);
    buyersByRound.set(h.roundId, set);
  }
  return {
    activeRounds: active.length,
    totalSales: salesSummary.stats.totalSales,
    activeBuyers: new Set(holdings.map((h) => h.buyerId)).size,
    products,
    rounds: active.slice(0, ACTIVE_ROUNDS_SHOWN).map((r) => ({
      id: r._id,
      title: r.title,
      currency: r.currency,
      productCount: r.products.length,
      buyerCount: buyersByRound.get(r._id)?.size ?? 0,
      averageProgress: averageMoqProgress(
        r.products.map((p) => ({ moq: p.moq, committed: committed.get(p.id) ?? 0 })),
      ),
    })),
    // The recent approved orders come from the sales read model.
    recentOrders: salesSummary.items.map((o) => ({
      id: o.id,
      roundTitle: o.roundTitle,
      buyerId: o.buyerId,
      totalValue: o.totalValue,
      currency: o.currency,
      createdAt: o.createdAt,
    })),
  };
}
