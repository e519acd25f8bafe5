import type { SupplierDashboard } from '@marketplace/contracts';
import { amountDue, averageMoqProgress, sumMoney } from '@marketplace/domain';
import type { SupplierContext } from '../context';
import { outstandingInvoices } from '../data/invoice.model';
import type { RoundDoc } from '../data/round.model';
import { salesDays } from '../data/sales-list';
import { committedByRoundProduct } from './rounds';
import { listSales } from './sales';

const ACTIVE_ROUNDS_SHOWN = 3;
const RECENT_ORDERS_SHOWN = 5;

/**
 * Supplier dashboard (spec §2.5, §7): approved rounds, their buyers and progress, products. Total
 * Sales and the recent orders are Sales History's day tallies and its first page (kit
 * `day-pages`), never a pass over every sale; each active round's commitments are read by
 * equality on the round (`committedByRoundProduct`: a few rounds), never with `$in`.
 */
export async function supplierDashboard(
  ctx: SupplierContext,
  supplierId: string,
): Promise<SupplierDashboard> {
  const [active, days] = await Promise.all([
    ctx.rounds.find({ supplierId, status: 'approved' }).sort({ createdAt: -1 }).lean<RoundDoc[]>(),
    salesDays(ctx.days, supplierId),
  ]);
  const eachRound = <T>(read: (roundId: string) => Promise<T[]>) =>
    Promise.all(active.map((r) => read(r._id))).then((found) => found.flat());
  const [committed, holdings, products, salesSummary, receivables] = await Promise.all([
    committedByRoundProduct(ctx, active),
    eachRound((roundId) => ctx.buyerCommitments.find({ roundId, qty: { $gt: 0 } }).lean()),
    ctx.products.countDocuments({ supplierId, active: true }),
    listSales(ctx, supplierId, {}, RECENT_ORDERS_SHOWN, days),
    receivablesOf(ctx, supplierId),
  ]);
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
    receivables,
  };
}

/**
 * What buyers owe the company on the invoices they have (sent or accepted); overdue is the part the
 * overdue scan flagged.
 */
async function receivablesOf(
  ctx: SupplierContext,
  supplierId: string,
): Promise<SupplierDashboard['receivables']> {
  const open = (await outstandingInvoices(ctx.invoices, { supplierId }))
    .map((i) => ({ due: amountDue(i), overdue: Boolean(i.overdueAt) }))
    .filter((i) => i.due > 0);
  const late = open.filter((i) => i.overdue);
  return {
    outstanding: sumMoney(open.map((i) => i.due)),
    outstandingInvoices: open.length,
    overdue: sumMoney(late.map((i) => i.due)),
    overdueInvoices: late.length,
  };
}
