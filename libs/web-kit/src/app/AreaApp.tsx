import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { NotificationKind } from '@marketplace/contracts';
import { AREA_HYDRATION_ATTRIBUTE, type AreaHydrationData } from '@marketplace/contracts/server-view';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
// Through the package, not a relative import: this file (entry point `area-app`) is bundled
// into each remote's own build, and the kit's components must be the shared kit's.
import {
  onNotificationArrival,
  PageLoading,
  RenderClockContext,
  type AreaRoutes,
  type RemoteRootProps,
} from '@marketplace/web-kit';
import { firstReadLoaders, seedFirstReads, type PageFirstReads } from './first-reads';

/** Opt in to React Router v7 behaviour now (and silence its warnings). */
const ROUTER_FUTURE = { v7_relativeSplatPath: true } as const;
const PROVIDER_FUTURE = { v7_startTransition: true } as const;

export interface AreaAppProps extends RemoteRootProps {
  /** A new store for this mount of the area. */
  createStore: () => Store;
  /** What each page reads first (its route's loader), through the area's RTK Query APIs. */
  firstReads: PageFirstReads;
  /** The area's routes under its base path (createAreaRoutes). */
  routes: AreaRoutes;
  /** What the role landing at `/` shows: the area's dashboard, its links absolute (`/buyer/...`). */
  landingPage: ReactNode;
  /**
   * What a notification arriving live means for this area's cached reads, e.g. an approved
   * order invalidates the orders list so an open page shows it without a reload.
   */
  onNotification?: (kind: NotificationKind, dispatch: Store['dispatch']) => void;
}

/** The router's data the server drew the page in `container` from (AREA_HYDRATION_ATTRIBUTE), once. */
function takeHydrationData(container: HTMLElement | undefined): AreaHydrationData | undefined {
  const text = container?.getAttribute(AREA_HYDRATION_ATTRIBUTE);
  if (!container || !text) return undefined;
  container.removeAttribute(AREA_HYDRATION_ATTRIBUTE);
  try {
    return JSON.parse(text) as AreaHydrationData;
  } catch {
    return undefined;
  }
}

/**
 * The root every role area mounts (buyer, supplier, admin): the area's store and its data router,
 * at the area's base path, or at `/` for the role landing, where the dashboard shows whatever the
 * path. Each page's first data comes from its route's loader; a page the server drew is hydrated
 * from the loaders' answers the server sent with it (the router's hydration data). The store lives
 * exactly as long as this mount: the shell unmounts the remote on sign-out, so the next session
 * starts with an empty cache. Its own entry point (`@marketplace/web-kit/area-app`): the Redux
 * stack is the remotes' own, never in the kit's index, which the shell loads.
 */
export function AreaApp({
  basePath,
  landing = false,
  createStore,
  firstReads,
  routes,
  landingPage,
  onNotification,
  serverView = false,
  domElement,
}: AreaAppProps) {
  const [{ store, router, renderedAt }] = useState(() => {
    const created = createStore();
    const hydrationData = serverView ? takeHydrationData(domElement) : undefined;
    if (hydrationData) seedFirstReads(created, firstReads, hydrationData.loaderData);
    const loaders = firstReadLoaders(created, firstReads);
    return {
      store: created,
      renderedAt: hydrationData?.renderedAt ?? null,
      router: createBrowserRouter(
        landing ? routes.landingRoutes(landingPage, loaders) : routes.areaRoutes(loaders),
        { basename: landing ? undefined : basePath, hydrationData, future: ROUTER_FUTURE },
      ),
    };
  });
  useEffect(() => () => router.dispose(), [router]);
  useEffect(
    () =>
      onNotification ? onNotificationArrival(({ kind }) => onNotification(kind, store.dispatch)) : undefined,
    [store, onNotification],
  );
  return (
    <Provider store={store}>
      <RenderClockContext.Provider value={renderedAt}>
        <RouterProvider router={router} future={PROVIDER_FUTURE} fallbackElement={<PageLoading />} />
      </RenderClockContext.Provider>
    </Provider>
  );
}
