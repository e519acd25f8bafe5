import type { FilterQuery } from 'mongoose';
import type { z } from 'zod';
import type {
  AdminOrderRow,
  AdminRoundRow,
  adminOrdersQuerySchema,
  adminRoundsQuerySchema,
} from '@marketplace/contracts';
import type { OrderRowDoc, RoundRowDoc } from '../data/moderation.model';
import { containsText } from './users-query';

/** Rounds page: title, description or supplier contain the search; one status or all. */
export function roundsFilter(query: z.infer<typeof adminRoundsQuerySchema>): FilterQuery<RoundRowDoc> {
  const filter: FilterQuery<RoundRowDoc> = {};
  if (query.status !== 'all') filter.status = query.status;
  const search = query.search?.trim();
  if (search) {
    const pattern = containsText(search);
    filter.$or = [{ title: pattern }, { description: pattern }, { supplierName: pattern }];
  }
  return filter;
}

/**
 * Orders page: round title or supplier name contain the search, or the buyer is one of the users
 * whose name or email does (found first in the users read model: no joins in FerretDB).
 */
export function ordersFilter(
  query: z.infer<typeof adminOrdersQuerySchema>,
  buyerIdsMatchingSearch: string[] = [],
): FilterQuery<OrderRowDoc> {
  const filter: FilterQuery<OrderRowDoc> = {};
  if (query.status !== 'all') filter.status = query.status;
  const search = query.search?.trim();
  if (search) {
    const pattern = containsText(search);
    filter.$or = [{ roundTitle: pattern }, { supplierName: pattern }];
    if (buyerIdsMatchingSearch.length) filter.$or.push({ buyerId: { $in: buyerIdsMatchingSearch } });
  }
  return filter;
}

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
