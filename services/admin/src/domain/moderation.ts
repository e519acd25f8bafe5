import type { AdminOrderRow, AdminRoundRow } from '@marketplace/contracts';
import type { OrderRowDoc, RoundRowDoc } from '../data/moderation.model';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function roundRowView(r: RoundRowDoc): AdminRoundRow {
  return {
    id: r._id,
    title: r.title,
    description: r.description,
    currency: r.currency,
    status: r.status,
    supplierId: r.supplierId,
    supplierName: r.supplierName,
    productCount: r.productCount,
    openAt: iso(r.openAt),
    closeAt: iso(r.closeAt),
    createdAt: r.createdAt.toISOString(),
    endAction: r.endAction ?? null,
    outcome: r.outcome ?? null,
  };
}

export function orderRowView(
  o: OrderRowDoc,
  buyer: { name: string; email: string } | undefined,
): AdminOrderRow {
  return {
    id: o._id,
    buyerId: o.buyerId,
    buyerName: buyer?.name ?? null,
    buyerEmail: buyer?.email ?? null,
    roundId: o.roundId,
    roundTitle: o.roundTitle,
    supplierName: o.supplierName,
    currency: o.currency,
    status: o.status,
    totalValue: o.totalValue,
    totalUnits: o.totalUnits,
    totalItems: o.totalItems,
    items: o.items,
    createdAt: o.createdAt.toISOString(),
    decidedAt: iso(o.decidedAt),
  };
}

export interface PendingEntry {
  kind: 'round' | 'order';
  id: string;
  title: string;
  detail: string;
  createdAt: string;
}

/** Dashboard: pending rounds and orders merged, newest first, at most `limit` (spec §9: 5). */
export function mergePending(rounds: PendingEntry[], orders: PendingEntry[], limit = 5): PendingEntry[] {
  return [...rounds, ...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}
