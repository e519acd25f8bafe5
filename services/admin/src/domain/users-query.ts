import type { FilterQuery } from 'mongoose';
import type { z } from 'zod';
import type { adminUsersQuerySchema } from '@marketplace/contracts';
import type { UserRowDoc } from '../data/user-row.model';

/** Search text is matched literally (case-insensitive), never as a regular expression. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Users page filter: name, email or company name contain the search; role filter All/one role. */
export function usersFilter(query: z.infer<typeof adminUsersQuerySchema>): FilterQuery<UserRowDoc> {
  const filter: FilterQuery<UserRowDoc> = {};
  if (query.role !== 'all') filter.role = query.role;
  const search = query.search?.trim();
  if (search) {
    const pattern = { $regex: escapeRegex(search), $options: 'i' };
    filter.$or = [{ name: pattern }, { email: pattern }, { companyName: pattern }];
  }
  return filter;
}
