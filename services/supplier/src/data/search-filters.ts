import type { FilterQuery } from 'mongoose';
import { containsText } from '@marketplace/domain';
import type { ProductDoc } from './product.model';
import type { RoundDoc } from './round.model';

/**
 * My Products filter (spec §2.5): own company; status all/active/inactive; search by name, SKU
 * or the name of the product's category (`categoryIds`: categories whose name matches).
 */
export function productsFilter(
  supplierId: string,
  query: { search?: string; status: 'all' | 'active' | 'inactive' },
  categoryIds: string[],
): FilterQuery<ProductDoc> {
  const filter: FilterQuery<ProductDoc> = { supplierId };
  if (query.status !== 'all') filter.active = query.status === 'active';
  const search = query.search?.trim();
  if (search) {
    const pattern = containsText(search);
    filter.$or = [
      { name: pattern },
      { sku: pattern },
      ...(categoryIds.length ? [{ categoryId: { $in: categoryIds } }] : []),
    ];
  }
  return filter;
}

/** My Rounds filter: own company; one status or all; search by title or description. */
export function roundsFilter(
  supplierId: string,
  query: { search?: string; status: string },
): FilterQuery<RoundDoc> {
  const filter: FilterQuery<RoundDoc> = { supplierId };
  if (query.status !== 'all') filter.status = query.status;
  const search = query.search?.trim();
  if (search) {
    const pattern = containsText(search);
    filter.$or = [{ title: pattern }, { description: pattern }];
  }
  return filter;
}
