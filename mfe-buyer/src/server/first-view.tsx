/**
 * The buyer remote's server entry (libs/contracts/src/server-view.ts), built for Node beside the
 * remote's files (webpack/server-view-plugin.js): the area's own data routes, their loaders reading
 * through the visitor's session, rendered by React Router's static handler (web-kit/server).
 */
import { areaServerEntry } from '@marketplace/web-kit/server';
import '../app/area-texts';
import { BUYER_PAGE_FIRST_READS } from '../app/api/first-reads';
import { BUYER_ROUTES } from '../app/buyer-routes';
import { createBuyerStore } from '../app/store';

export const renderAreaPage = areaServerEntry({
  basePath: '/buyer',
  createStore: createBuyerStore,
  firstReads: BUYER_PAGE_FIRST_READS,
  routes: BUYER_ROUTES,
  serverPages: ['', 'rounds', 'cart', 'orders', 'invoices'],
});
