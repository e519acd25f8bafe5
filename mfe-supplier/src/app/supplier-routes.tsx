import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@marketplace/web-kit';
import { SUPPLIER_PAGES, supplierPageTitleKey, type SupplierPage } from './supplier-pages';
import { SupplierDashboard } from './dashboard/supplier-dashboard';
import { AreaNotFound } from '@marketplace/web-kit';
import { SalesHistoryPage } from './sales/sales-history-page';
import { SupplierInvoicesPage } from './invoices/invoices-page';

function PlaceholderPage({ page }: { page: SupplierPage }) {
  const { t } = useTranslation('supplier');
  return <PagePlaceholder title={t(supplierPageTitleKey(page))} />;
}

/** Pages that are built; the others show the placeholder until their issue lands. */
const BUILT_PAGES: Partial<Record<SupplierPage, JSX.Element>> = {
  sales: <SalesHistoryPage />,
  invoices: <SupplierInvoicesPage />,
};

export function SupplierRoutes() {
  return (
    <Routes>
      <Route index element={<SupplierDashboard />} />
      {SUPPLIER_PAGES.map((page) => (
        <Route key={page} path={page} element={BUILT_PAGES[page] ?? <PlaceholderPage page={page} />} />
      ))}
      <Route path="*" element={<AreaNotFound namespace="supplier" />} />
    </Routes>
  );
}
