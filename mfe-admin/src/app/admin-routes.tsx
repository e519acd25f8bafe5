import { createAreaRoutes, lazyPage, type LazyPage } from '@marketplace/web-kit';
import { ADMIN_PAGES, type AdminPage } from './admin-pages';

// Each page is its own chunk (lazyPage): entering the area downloads only the page shown.
// The dashboard and the lists (companies, users, rounds, orders, categories) are drawn with the kit's
// light widgets: no antd comes with them (their dialogs bring it when first opened). Settings is antd's.
export const AdminDashboard = lazyPage(
  () => import(/* webpackChunkName: "page-index" */ './dashboard/admin-dashboard'),
  'AdminDashboard',
  { antd: false },
);
const CategoriesPage = lazyPage(
  () => import(/* webpackChunkName: "page-categories" */ './categories/categories-page'),
  'CategoriesPage',
  { antd: false },
);
const CompaniesPage = lazyPage(
  () => import(/* webpackChunkName: "page-companies" */ './companies/companies-page'),
  'CompaniesPage',
  { antd: false },
);
const OrdersPage = lazyPage(
  () => import(/* webpackChunkName: "page-orders" */ './orders/orders-page'),
  'OrdersPage',
  { antd: false },
);
const RoundsPage = lazyPage(
  () => import(/* webpackChunkName: "page-rounds" */ './rounds/rounds-page'),
  'RoundsPage',
  { antd: false },
);
const SettingsPage = lazyPage(
  () => import(/* webpackChunkName: "page-settings" */ './settings/settings-page'),
  'SettingsPage',
);
const UsersPage = lazyPage(
  () => import(/* webpackChunkName: "page-users" */ './users/users-page'),
  'UsersPage',
  { antd: false },
);

/** The admin's pages (Settings: the spec gives no content; it shows what the platform applies). */
export const BUILT_PAGES: Partial<Record<AdminPage, LazyPage<object>>> = {
  companies: CompaniesPage,
  users: UsersPage,
  rounds: RoundsPage,
  orders: OrdersPage,
  categories: CategoriesPage,
  settings: SettingsPage,
};

/** The admin area's data routes (AdminApp). */
export const ADMIN_ROUTES = createAreaRoutes({
  basePath: '/admin',
  namespace: 'admin',
  pages: ADMIN_PAGES,
  built: BUILT_PAGES,
  dashboard: AdminDashboard,
});

export const preloadAdminPage = ADMIN_ROUTES.preloadPage;
