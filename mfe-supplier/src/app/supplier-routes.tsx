import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AreaNotFound, PagePlaceholder, PageSuspense, lazyPage } from '@marketplace/web-kit';
import { SUPPLIER_PAGES, supplierPageTitleKey, type SupplierPage } from './supplier-pages';

// Each page is its own chunk (lazyPage): entering the area downloads only the page shown.
export const SupplierDashboard = lazyPage(
  () => import('./dashboard/supplier-dashboard'),
  'SupplierDashboard',
);
const SalesHistoryPage = lazyPage(() => import('./sales/sales-history-page'), 'SalesHistoryPage');
const SupplierInvoicesPage = lazyPage(() => import('./invoices/invoices-page'), 'SupplierInvoicesPage');
const ProductsPage = lazyPage(() => import('./products/products-page'), 'ProductsPage');
const RoundsPage = lazyPage(() => import('./rounds/rounds-page'), 'RoundsPage');

/** Pages that exist; every other supplier page shows the "not built yet" placeholder. */
const BUILT_PAGES: Partial<Record<SupplierPage, () => ReactElement>> = {
  products: () => <ProductsPage />,
  rounds: () => <RoundsPage />,
  sales: () => <SalesHistoryPage />,
  invoices: () => <SupplierInvoicesPage />,
};

function PlaceholderPage({ page }: { page: SupplierPage }) {
  const { t } = useTranslation('supplier');
  return <PagePlaceholder title={t(supplierPageTitleKey(page))} />;
}

export function SupplierRoutes() {
  return (
    <PageSuspense>
      <Routes>
        <Route index element={<SupplierDashboard />} />
        {SUPPLIER_PAGES.map((page) => (
          <Route key={page} path={page} element={BUILT_PAGES[page]?.() ?? <PlaceholderPage page={page} />} />
        ))}
        <Route path="*" element={<AreaNotFound namespace="supplier" />} />
      </Routes>
    </PageSuspense>
  );
}
