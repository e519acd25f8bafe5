import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PageSuspense, type RemoteRootProps } from '@marketplace/web-kit';
import './area-texts';
import { createBuyerStore } from './store';
import { BuyerDashboard, BuyerRoutes } from './buyer-routes';
import { BuyerLinksProvider } from './ui/buyer-links';

/** Opt in to React Router v7 behaviour now (and silence its warnings). */
const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/**
 * Root of the buyer area. The store lives exactly as long as this mount: the shell unmounts the
 * remote on sign-out, so the next session starts with an empty cache.
 */
export function BuyerApp({ basePath, landing = false }: RemoteRootProps) {
  // The page's first request is already under way: the remote's entry started it (first-reads.ts).
  const [store] = useState(createBuyerStore);
  return (
    <Provider store={store}>
      {landing ? (
        // Role landing at `/`: the dashboard whatever the path; its links must be absolute (`/buyer/...`).
        <BrowserRouter future={ROUTER_FUTURE}>
          <BuyerLinksProvider value={basePath}>
            <PageSuspense>
              <Routes>
                <Route path="*" element={<BuyerDashboard />} />
              </Routes>
            </PageSuspense>
          </BuyerLinksProvider>
        </BrowserRouter>
      ) : (
        <BrowserRouter basename={basePath} future={ROUTER_FUTURE}>
          <BuyerRoutes />
        </BrowserRouter>
      )}
    </Provider>
  );
}
