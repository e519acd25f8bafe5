import { refreshOnNotification } from './api/live-refresh';
import { BUYER_PAGE_FIRST_READS } from './api/first-reads';
import { BUYER_ROUTES } from './buyer-routes';
import { createBuyerStore } from './store';

/**
 * The buyer area's parts, as its browser root (BuyerApp) and its server entry (server/first-view.tsx)
 * both run them: its store, what each page reads first, its routes, and what a notification
 * arriving live refreshes (the browser's only).
 */
export const BUYER_AREA = {
  basePath: '/buyer',
  createStore: createBuyerStore,
  firstReads: BUYER_PAGE_FIRST_READS,
  routes: BUYER_ROUTES,
  onNotification: refreshOnNotification,
} as const;
