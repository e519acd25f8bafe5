/**
 * The supplier remote's server entry (libs/contracts/src/server-view.ts), built for Node beside the
 * remote's files (webpack/server-view-plugin.js): the area's own data routes, their loaders reading
 * through the visitor's session, rendered by React Router's static handler (web-kit/server).
 */
import { areaServerEntry } from '@marketplace/web-kit/server';
import '../app/area-texts';
import { SUPPLIER_PAGE_FIRST_READS } from '../app/api/first-reads';
import { SUPPLIER_ROUTES } from '../app/supplier-routes';
import { createSupplierStore } from '../app/store';

export const renderAreaPage = areaServerEntry({
  basePath: '/supplier',
  createStore: createSupplierStore,
  firstReads: SUPPLIER_PAGE_FIRST_READS,
  routes: SUPPLIER_ROUTES,
  serverPages: ['', 'products', 'rounds', 'sales', 'invoices'],
});
