import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@marketplace/web-kit';
import { SUPPLIER_PAGES, supplierPageTitleKey, type SupplierPage } from './supplier-pages';
import { SupplierDashboard } from './dashboard/supplier-dashboard';
import { AreaNotFound } from '@marketplace/web-kit';

function PlaceholderPage({ page }: { page: SupplierPage }) {
  const { t } = useTranslation('supplier');
  return <PagePlaceholder title={t(supplierPageTitleKey(page))} />;
}

export function SupplierRoutes() {
  return (
    <Routes>
      <Route index element={<SupplierDashboard />} />
      {SUPPLIER_PAGES.map((page) => (
        <Route key={page} path={page} element={<PlaceholderPage page={page} />} />
      ))}
      <Route path="*" element={<AreaNotFound namespace="supplier" />} />
    </Routes>
  );
}
