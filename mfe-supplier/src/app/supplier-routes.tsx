import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AreaNotFound, PagePlaceholder } from '@marketplace/web-kit';
import { SUPPLIER_PAGES, supplierPageTitleKey, type SupplierPage } from './supplier-pages';
import { SupplierDashboard } from './dashboard/supplier-dashboard';
import { SalesHistoryPage } from './sales/sales-history-page';
import { SupplierInvoicesPage } from './invoices/invoices-page';
import { ProductsPage } from './products/products-page';
import { RoundsPage } from './rounds/rounds-page';

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
    <Routes>
      <Route index element={<SupplierDashboard />} />
      {SUPPLIER_PAGES.map((page) => (
        <Route key={page} path={page} element={BUILT_PAGES[page]?.() ?? <PlaceholderPage page={page} />} />
      ))}
      <Route path="*" element={<AreaNotFound namespace="supplier" />} />
    </Routes>
  );
}
