import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@marketplace/web-kit';
import { ADMIN_PAGES, adminPageTitleKey, type AdminPage } from './admin-pages';
import { AdminDashboard } from './dashboard/admin-dashboard';
import { AreaNotFound } from '@marketplace/web-kit';
import { UsersPage } from './users/users-page';

/** Pages that exist; every other admin page shows the "not built yet" placeholder. */
const BUILT_PAGES: Partial<Record<AdminPage, () => ReactElement>> = {
  users: () => <UsersPage />,
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
