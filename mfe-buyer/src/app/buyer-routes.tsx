import { createAreaRoutes, lazyPage, type LazyPage } from '@marketplace/web-kit';
import { BUYER_PAGES, type BuyerPage } from './buyer-pages';

// Each page is its own chunk (lazyPage): entering the area downloads only the page shown.
const CartPage = lazyPage(() => import(/* webpackChunkName: "page-cart" */ './cart/cart-page'), 'CartPage');
// The dashboard, Explore Rounds, Order History and Proforma Invoices are drawn with the kit's light
// widgets: no antd comes with them (their dialogs load antd when first opened).
export const BuyerDashboard = lazyPage(
  () => import(/* webpackChunkName: "page-index" */ './dashboard/buyer-dashboard'),
  'BuyerDashboard',
  { antd: false },
);
const BuyerInvoicesPage = lazyPage(
  () => import(/* webpackChunkName: "page-invoices" */ './invoices/buyer-invoices-page'),
  'BuyerInvoicesPage',
  { antd: false },
);
const OrdersPage = lazyPage(
  () => import(/* webpackChunkName: "page-orders" */ './orders/orders-page'),
  'OrdersPage',
  { antd: false },
);
const TeamPage = lazyPage(() => import(/* webpackChunkName: "page-team" */ './team/team-page'), 'TeamPage');
const RoundsPage = lazyPage(
  () => import(/* webpackChunkName: "page-rounds" */ './rounds/rounds-page'),
  'RoundsPage',
  { antd: false },
);

/** Pages that exist; every other buyer page shows the "not built yet" placeholder. */
export const BUILT_PAGES: Partial<Record<BuyerPage, LazyPage<object>>> = {
  rounds: RoundsPage,
  cart: CartPage,
  orders: OrdersPage,
  invoices: BuyerInvoicesPage,
  team: TeamPage,
};

/** The buyer area's data routes (BuyerApp in the browser, server/first-view.tsx on the server). */
export const BUYER_ROUTES = createAreaRoutes({
  basePath: '/buyer',
  namespace: 'buyer',
  pages: BUYER_PAGES,
  built: BUILT_PAGES,
  dashboard: BuyerDashboard,
});

export const preloadBuyerPage = BUYER_ROUTES.preloadPage;
