import { refreshOnNotification } from './api/live-refresh';
import { SUPPLIER_PAGE_FIRST_READS } from './api/first-reads';
import { SUPPLIER_ROUTES } from './supplier-routes';
import { createSupplierStore } from './store';

/**
 * The supplier area's parts, as its browser root (SupplierApp) and its server entry (server/first-view.tsx)
 * both run them: its store, what each page reads first, its routes, and what a notification
 * arriving live refreshes (the browser's only).
 */
export const SUPPLIER_AREA = {
  basePath: '/supplier',
  createStore: createSupplierStore,
  firstReads: SUPPLIER_PAGE_FIRST_READS,
  routes: SUPPLIER_ROUTES,
  onNotification: refreshOnNotification,
} as const;
