import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AreaNotFound, PagePlaceholder, PageSuspense, lazyPage } from '@marketplace/web-kit';
import { ADMIN_PAGES, adminPageTitleKey, type AdminPage } from './admin-pages';

// Each page is its own chunk (lazyPage): entering the area downloads only the page shown.
export const AdminDashboard = lazyPage(() => import('./dashboard/admin-dashboard'), 'AdminDashboard');
const CategoriesPage = lazyPage(() => import('./categories/categories-page'), 'CategoriesPage');
const CompaniesPage = lazyPage(() => import('./companies/companies-page'), 'CompaniesPage');
const OrdersPage = lazyPage(() => import('./orders/orders-page'), 'OrdersPage');
const RoundsPage = lazyPage(() => import('./rounds/rounds-page'), 'RoundsPage');
const UsersPage = lazyPage(() => import('./users/users-page'), 'UsersPage');

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
    <PageSuspense>
      <Routes>
        <Route index element={<AdminDashboard />} />
        {ADMIN_PAGES.map((page) => (
          <Route key={page} path={page} element={BUILT_PAGES[page]?.() ?? <PlaceholderPage page={page} />} />
        ))}
        <Route path="*" element={<AreaNotFound namespace="admin" />} />
      </Routes>
    </PageSuspense>
  );
}
