import type { FilterQuery } from 'mongoose';
import type { z } from 'zod';
import type { adminUsersQuerySchema } from '@marketplace/contracts';
import type { UserRowDoc } from '../data/user-row.model';

/** Search text is matched literally (case-insensitive), never as a regular expression. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A case-insensitive "contains" condition for a search text. */
export function containsText(search: string): { $regex: string; $options: string } {
  return { $regex: escapeRegex(search), $options: 'i' };
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
