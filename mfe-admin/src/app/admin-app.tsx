import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PageSuspense, type RemoteRootProps } from '@marketplace/web-kit';
import { addAreaTexts } from '@marketplace/i18n';
import { admin as en } from '@marketplace/i18n/src/locales/en/admin';
import { admin as pt } from '@marketplace/i18n/src/locales/pt/admin';
import { createAdminStore } from './store';
import { AdminDashboard, AdminRoutes } from './admin-routes';

// The admin area's texts ship with this remote, not with the shell's i18n instance: added when the
// remote's code loads, before it renders (libs/i18n addAreaTexts).
addAreaTexts('admin', { en, pt });

/** Opt in to React Router v7 behaviour now (and silence its warnings). */
const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/**
 * Root of the admin area. The store lives exactly as long as this mount: the shell unmounts the
 * remote on sign-out, so the next session starts with an empty cache.
 */
export function AdminApp({ basePath, landing = false }: RemoteRootProps) {
  const [store] = useState(createAdminStore);
  return (
    <Provider store={store}>
      {landing ? (
        // Role landing at `/`: the dashboard whatever the path; its links must be absolute (`/admin/...`).
        <BrowserRouter future={ROUTER_FUTURE}>
          <PageSuspense>
            <Routes>
              <Route path="*" element={<AdminDashboard linkBase="/admin" />} />
            </Routes>
          </PageSuspense>
        </BrowserRouter>
      ) : (
        <BrowserRouter basename={basePath} future={ROUTER_FUTURE}>
          <AdminRoutes />
        </BrowserRouter>
      )}
    </Provider>
  );
}
