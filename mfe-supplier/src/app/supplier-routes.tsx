import { createAreaRoutes, lazyPage, type LazyPage } from '@marketplace/web-kit';
import { SUPPLIER_PAGES, type SupplierPage } from './supplier-pages';

// Each page is its own chunk (lazyPage): entering the area downloads only the page shown.
// Every page is drawn with the kit's light widgets: no antd comes with them (their dialogs load
// antd when first opened).
export const SupplierDashboard = lazyPage(
  () => import(/* webpackChunkName: "page-index" */ './dashboard/supplier-dashboard'),
  'SupplierDashboard',
  { antd: false },
);
const SalesHistoryPage = lazyPage(
  () => import(/* webpackChunkName: "page-sales" */ './sales/sales-history-page'),
  'SalesHistoryPage',
  { antd: false },
);
const SupplierInvoicesPage = lazyPage(
  () => import(/* webpackChunkName: "page-invoices" */ './invoices/invoices-page'),
  'SupplierInvoicesPage',
  { antd: false },
);
const ProductsPage = lazyPage(
  () => import(/* webpackChunkName: "page-products" */ './products/products-page'),
  'ProductsPage',
  { antd: false },
);
const RoundsPage = lazyPage(
  () => import(/* webpackChunkName: "page-rounds" */ './rounds/rounds-page'),
  'RoundsPage',
  { antd: false },
);

/** Pages that exist; every other supplier page shows the "not built yet" placeholder. */
export const BUILT_PAGES: Partial<Record<SupplierPage, LazyPage<object>>> = {
  products: ProductsPage,
  rounds: RoundsPage,
  sales: SalesHistoryPage,
  invoices: SupplierInvoicesPage,
};

/** The supplier area's data routes (SupplierApp). */
export const SUPPLIER_ROUTES = createAreaRoutes({
  basePath: '/supplier',
  namespace: 'supplier',
  pages: SUPPLIER_PAGES,
  built: BUILT_PAGES,
  dashboard: SupplierDashboard,
});

export const preloadSupplierPage = SUPPLIER_ROUTES.preloadPage;
