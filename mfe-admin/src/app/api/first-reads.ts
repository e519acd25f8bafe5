import { firstRead, type PageFirstReads } from '@marketplace/web-kit';
import { ORDER_FILTERS, ROUND_FILTERS } from '../common/status-list';
import { INITIAL_USERS_QUERY } from '../users/users-query';
import { adminApi } from './admin-api';

/**
 * What each admin page reads first (its route's loader), as its first render asks for it: the
 * same endpoint and argument, so the page finds it in the store (web-kit's first-reads).
 */
export const ADMIN_PAGE_FIRST_READS: PageFirstReads = {
  '': firstRead(adminApi, 'dashboard'),
  companies: firstRead(adminApi, 'listCompanies', { search: '', type: 'all' }),
  users: firstRead(adminApi, 'listUsers', INITIAL_USERS_QUERY),
  rounds: firstRead(adminApi, 'listRounds', { search: '', status: ROUND_FILTERS[0] }),
  orders: firstRead(adminApi, 'listOrders', { search: '', status: ORDER_FILTERS[0] }),
  categories: firstRead(adminApi, 'listCategories'),
};
