import type { FilterQuery, Model } from 'mongoose';
import type { z } from 'zod';
import type {
  adminCompaniesQuerySchema,
  adminRoundsQuerySchema,
  adminUsersQuerySchema,
} from '@marketplace/contracts';
import { searchAnyOf } from '@marketplace/domain';
import type { CompanyDoc } from './directory.model';
import type { RoundRowDoc } from './moderation.model';
import type { UserRowDoc } from './user-row.model';

/** A page's select filter: no condition for 'all', else `field` equals the choice. */
function chosen(field: string, value: string): Record<string, string> {
  return value === 'all' ? {} : { [field]: value };
}

/** Records whose `field` is one of `ids`, found by the search in another read model; none without ids. */
function oneOf(field: string, ids: string[]): Array<Record<string, { $in: string[] }>> {
  return ids.length ? [{ [field]: { $in: ids } }] : [];
}

/**
 * Users page filter: name, email or company name contain the search; role filter All/one role.
 * Company names live in the companies collection, so the caller passes the ids of the companies
 * whose name matches (no joins in FerretDB).
 */
export function usersFilter(
  query: z.infer<typeof adminUsersQuerySchema>,
  companyIdsMatchingSearch: string[] = [],
): FilterQuery<UserRowDoc> {
  return {
    ...chosen('role', query.role),
    ...searchAnyOf(query.search, ['name', 'email'], oneOf('companyId', companyIdsMatchingSearch)),
  };
}

/** Companies page: name or country contains the search; All/Buyers/Suppliers; optionally active only. */
export function companiesFilter(query: z.infer<typeof adminCompaniesQuerySchema>): FilterQuery<CompanyDoc> {
  return {
    ...chosen('type', query.type),
    ...(query.active ? { active: query.active === 'true' } : {}),
    ...searchAnyOf(query.search, ['name', 'country']),
  };
}

/** Rounds page: title, description or supplier contain the search; one status or all. */
export function roundsFilter(query: z.infer<typeof adminRoundsQuerySchema>): FilterQuery<RoundRowDoc> {
  return {
    ...chosen('status', query.status),
    ...searchAnyOf(query.search, ['title', 'description', 'supplierName']),
  };
}

/**
 * Ids of the records of another read model whose `fields` contain the search, at most `limit`:
 * a page's search also reaches names kept there (FerretDB has no joins). None when it is blank.
 */
export async function idsMatchingSearch<D extends { _id: string }>(
  model: Model<D>,
  search: string | undefined,
  fields: string[],
  limit: number,
): Promise<string[]> {
  if (!search?.trim()) return [];
  const found = await model
    .find(searchAnyOf(search, fields) as FilterQuery<D>, { _id: 1 })
    .limit(limit)
    .lean<Array<{ _id: string }>>();
  return found.map((record) => record._id);
}
