import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PageSuspense, type RemoteRootProps } from '@marketplace/web-kit';
import { createAdminStore } from './store';
import { AdminDashboard, AdminRoutes } from './admin-routes';

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
