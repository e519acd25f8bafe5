import type { FilterQuery } from 'mongoose';
import { searchAnyOf } from '@marketplace/domain';
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
  return {
    supplierId,
    ...(query.status !== 'all' ? { active: query.status === 'active' } : {}),
    ...searchAnyOf(
      query.search,
      ['name', 'sku'],
      categoryIds.length ? [{ categoryId: { $in: categoryIds } }] : [],
    ),
  };
}

/** My Rounds filter: own company; one status or all; search by title or description. */
export function roundsFilter(
  supplierId: string,
  query: { search?: string; status: string },
): FilterQuery<RoundDoc> {
  return {
    supplierId,
    ...(query.status !== 'all' ? { status: query.status } : {}),
    ...searchAnyOf(query.search, ['title', 'description']),
  };
}
