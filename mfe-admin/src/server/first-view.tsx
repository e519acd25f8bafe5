/**
 * The admin remote's server entry (libs/contracts/src/server-view.ts), built for Node beside the
 * remote's files (webpack/server-view-plugin.js): the area's own data routes, their loaders reading
 * through the visitor's session, rendered by React Router's static handler (web-kit/server).
 */
import { areaServerEntry } from '@marketplace/web-kit/server';
import '../app/area-texts';
import { ADMIN_PAGE_FIRST_READS } from '../app/api/first-reads';
import { ADMIN_ROUTES } from '../app/admin-routes';
import { createAdminStore } from '../app/store';

export const renderAreaPage = areaServerEntry({
  basePath: '/admin',
  createStore: createAdminStore,
  firstReads: ADMIN_PAGE_FIRST_READS,
  routes: ADMIN_ROUTES,
  serverPages: ['', 'companies', 'users', 'rounds', 'orders', 'categories'],
});
