import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@marketplace/web-kit';
import { ADMIN_PAGES, adminPageTitleKey, type AdminPage } from './admin-pages';
import { AdminDashboard } from './dashboard/admin-dashboard';
import { AreaNotFound } from '@marketplace/web-kit';
import { CategoriesPage } from './categories/categories-page';
import { CompaniesPage } from './companies/companies-page';
import { OrdersPage } from './orders/orders-page';
import { RoundsPage } from './rounds/rounds-page';
import { UsersPage } from './users/users-page';

/** Pages that exist; every other admin page (Settings: content not shown in the spec) is a placeholder. */
const BUILT_PAGES: Partial<Record<AdminPage, () => ReactElement>> = {
  companies: () => <CompaniesPage />,
  users: () => <UsersPage />,
  rounds: () => <RoundsPage />,
  orders: () => <OrdersPage />,
  categories: () => <CategoriesPage />,
};

function PlaceholderPage({ page }: { page: AdminPage }) {
  const { t } = useTranslation('admin');
  return <PagePlaceholder title={t(adminPageTitleKey(page))} />;
}

export function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<AdminDashboard />} />
      {ADMIN_PAGES.map((page) => (
        <Route key={page} path={page} element={BUILT_PAGES[page]?.() ?? <PlaceholderPage page={page} />} />
      ))}
      <Route path="*" element={<AreaNotFound namespace="admin" />} />
    </Routes>
  );
}
