import type { FilterQuery } from 'mongoose';
import type { z } from 'zod';
import type {
  adminCompaniesQuerySchema,
  adminOrdersQuerySchema,
  adminRoundsQuerySchema,
  adminUsersQuerySchema,
} from '@marketplace/contracts';
import { containsText } from '@marketplace/domain';
import type { CompanyDoc } from './directory.model';
import type { OrderRowDoc, RoundRowDoc } from './moderation.model';
import type { UserRowDoc } from './user-row.model';

/**
 * Users page filter: name, email or company name contain the search; role filter All/one role.
 * Company names live in the companies collection, so the caller passes the ids of the companies
 * whose name matches (no joins in FerretDB).
 */
export function usersFilter(
  query: z.infer<typeof adminUsersQuerySchema>,
  companyIdsMatchingSearch: string[] = [],
): FilterQuery<UserRowDoc> {
  const filter: FilterQuery<UserRowDoc> = {};
  if (query.role !== 'all') filter.role = query.role;
  const search = query.search?.trim();
  if (search) {
    const pattern = containsText(search);
    filter.$or = [{ name: pattern }, { email: pattern }];
    if (companyIdsMatchingSearch.length) filter.$or.push({ companyId: { $in: companyIdsMatchingSearch } });
  }
  return filter;
}

/** Companies page: name or country contains the search; All/Buyers/Suppliers; optionally active only. */
export function companiesFilter(query: z.infer<typeof adminCompaniesQuerySchema>): FilterQuery<CompanyDoc> {
  const filter: FilterQuery<CompanyDoc> = {};
  if (query.type !== 'all') filter.type = query.type;
  if (query.active) filter.active = query.active === 'true';
  const search = query.search?.trim();
  if (search) {
    const pattern = containsText(search);
    filter.$or = [{ name: pattern }, { country: pattern }];
  }
  return filter;
}

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
