import type { AdminUserRow, Role } from '@marketplace/contracts';
import { ROLES } from '@marketplace/contracts/constants';

/** The role filter offers every role plus "all", in the order the spec lists them (All/Admins/Suppliers/Buyers). */
export const ROLE_FILTERS = ['all', ...ROLES] as const;
export type RoleFilter = (typeof ROLE_FILTERS)[number];

export interface UsersQuery {
  search: string;
  role: RoleFilter;
}

export const INITIAL_USERS_QUERY: UsersQuery = { search: '', role: 'all' };

/** Translation key (admin namespace) of each role filter option. */
export const ROLE_FILTER_LABEL_KEYS: Record<RoleFilter, string> = {
  all: 'users.roleFilter.all',
  admin: 'users.roleFilter.admins',
  supplier: 'users.roleFilter.suppliers',
  buyer: 'users.roleFilter.buyers',
};

export function isRoleFilter(value: unknown): value is RoleFilter {
  return typeof value === 'string' && (ROLE_FILTERS as readonly string[]).includes(value);
}

/**
 * Query string for `GET /users`. Whitespace-only searches are dropped so that typing a space does
 * not trigger a request that means the same as no search.
 */
export function usersQueryString({ search, role }: UsersQuery): string {
  const params = new URLSearchParams();
  const term = search.trim();
  if (term) params.set('search', term);
  params.set('role', role);
  return params.toString();
}

/** Letter shown in a user's avatar: the first character of the name, or '?' for a blank name. */
export function avatarInitial(name: string): string {
  const [first] = Array.from(name.trim());
  return first ? first.toLocaleUpperCase() : '?';
}

export const ROLE_TAG_COLORS: Record<Role, string> = { admin: 'red', supplier: 'blue', buyer: 'green' };

/** The company column: the company with its type, or nothing when the user has no company. */
export function userCompany(
  row: Pick<AdminUserRow, 'companyName' | 'companyType'>,
): { name: string; type: 'buyer' | 'supplier' | null } | null {
  if (!row.companyName) return null;
  return { name: row.companyName, type: row.companyType };
}
