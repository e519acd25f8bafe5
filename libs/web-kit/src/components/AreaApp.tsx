import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { NotificationKind } from '@marketplace/contracts';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
// Through the package, not '../components/lazy-page': this file (entry point `area-app`) is bundled
// into each remote's own build, and the pages' Suspense must be the shared kit's.
import { onNotificationArrival, PageSuspense, type RemoteRootProps } from '@marketplace/web-kit';

/** Opt in to React Router v7 behaviour now (and silence its warnings). */
const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

export interface AreaAppProps extends RemoteRootProps {
  /** A new store for this mount of the area. */
  createStore: () => Store;
  /** The area's routes under its base path (createAreaRoutes). */
  routes: ReactNode;
  /** What the role landing at `/` shows: the area's dashboard, its links absolute (`/buyer/...`). */
  landingPage: ReactNode;
  /**
   * What a notification arriving live means for this area's cached reads, e.g. an approved
   * order invalidates the orders list so an open page shows it without a reload.
   */
  onNotification?: (kind: NotificationKind, dispatch: Store['dispatch']) => void;
  /**
   * Puts the reads the server drew the page at `pathname` from into the new store
   * (taken from the page with `takeServerRead`), so that hydrating draws the same page without
   * reading again. Called only when the container holds the server's view (`serverView`).
   */
  // A method: each area's own store type is accepted (checked by the area's code).
  seedStore?(store: Store, pathname: string): void;
}

/**
 * The root every role area mounts (buyer, supplier, admin): the area's store and its router, at the
 * area's base path, or at `/` for the role landing, where the dashboard shows whatever the path.
 * The store lives exactly as long as this mount: the shell unmounts the remote on sign-out, so the
 * next session starts with an empty cache. Its own entry point (`@marketplace/web-kit/area-app`):
 * the Redux stack is the remotes' own, never in the kit's index, which the shell loads.
 */
export function AreaApp({
  basePath,
  landing = false,
  createStore,
  routes,
  landingPage,
  onNotification,
  seedStore,
  serverView = false,
}: AreaAppProps) {
  const [store] = useState(() => {
    const created = createStore();
    if (serverView) seedStore?.(created, window.location.pathname);
    return created;
  });
  useEffect(
    () =>
      onNotification ? onNotificationArrival(({ kind }) => onNotification(kind, store.dispatch)) : undefined,
    [store, onNotification],
  );
  return (
    <Provider store={store}>
      {landing ? (
        <BrowserRouter future={ROUTER_FUTURE}>
          <PageSuspense>
            <Routes>
              <Route path="*" element={landingPage} />
            </Routes>
          </PageSuspense>
        </BrowserRouter>
      ) : (
        <BrowserRouter basename={basePath} future={ROUTER_FUTURE}>
          {routes}
        </BrowserRouter>
      )}
    </Provider>
  );
}
