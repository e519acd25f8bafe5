import { refreshOnNotification } from './api/live-refresh';
import { ADMIN_PAGE_FIRST_READS } from './api/first-reads';
import { ADMIN_ROUTES } from './admin-routes';
import { createAdminStore } from './store';

/**
 * The admin area's parts, as its browser root (AdminApp) and its server entry (server/first-view.tsx)
 * both run them: its store, what each page reads first, its routes, and what a notification
 * arriving live refreshes (the browser's only).
 */
export const ADMIN_AREA = {
  basePath: '/admin',
  createStore: createAdminStore,
  firstReads: ADMIN_PAGE_FIRST_READS,
  routes: ADMIN_ROUTES,
  onNotification: refreshOnNotification,
} as const;
