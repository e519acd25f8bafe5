import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PageSuspense, type RemoteRootProps } from '@marketplace/web-kit';
import { addAreaTexts } from '@marketplace/i18n';
import { supplier as en } from '@marketplace/i18n/src/locales/en/supplier';
import { supplier as pt } from '@marketplace/i18n/src/locales/pt/supplier';
import { createSupplierStore } from './store';
import { SupplierDashboard, SupplierRoutes } from './supplier-routes';

// The supplier area's texts ship with this remote, not with the shell's i18n instance: added when the
// remote's code loads, before it renders (libs/i18n addAreaTexts).
addAreaTexts('supplier', { en, pt });

/** Opt in to React Router v7 behaviour now (and silence its warnings). */
const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/**
 * Root of the supplier area. The store lives exactly as long as this mount: the shell unmounts the
 * remote on sign-out, so the next session starts with an empty cache.
 */
export function SupplierApp({ basePath, landing = false }: RemoteRootProps) {
  const [store] = useState(createSupplierStore);
  return (
    <Provider store={store}>
      {landing ? (
        // Role landing at `/`: the dashboard whatever the path; its links must be absolute (`/supplier/...`).
        <BrowserRouter future={ROUTER_FUTURE}>
          <PageSuspense>
            <Routes>
              <Route path="*" element={<SupplierDashboard />} />
            </Routes>
          </PageSuspense>
        </BrowserRouter>
      ) : (
        <BrowserRouter basename={basePath} future={ROUTER_FUTURE}>
          <SupplierRoutes />
        </BrowserRouter>
      )}
    </Provider>
  );
}
