import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Role } from '@marketplace/contracts';
import { useSession } from '@marketplace/web-kit/src/core';
import { ROLE_AREAS } from './areas';

/** /auth is public, but a signed-in user belongs on `/`. */
function PublicOnly({ children }: { children: ReactNode }) {
  const { status, profile } = useSession();
  if (status === 'signed-in' && profile) return <Navigate to="/" replace />;
  return <>{children}</>;
}

// Router-level failures are rare: their page (antd) loads when one happens.
const RouteError = lazy(() => import('./antd-routes').then((m) => ({ default: m.RouteError })));
function RouteErrorElement() {
  return (
    <Suspense fallback={null}>
      <RouteError />
    </Suspense>
  );
}

function areaRoute(role: Role): RouteObject {
  const { remote, basePath } = ROLE_AREAS[role];
  return {
    path: `${basePath.slice(1)}/*`,
    lazy: async () => {
      // The remote loads once the layout is on screen (RemoteOutlet), not in parallel with it:
      // measured on a slow network, starting it here took the layout's bandwidth (LCP 8.0 -> 12.5 s)
      // and mounted the remote no sooner.
      const { AreaRoute } = await import(/* webpackChunkName: "route-area" */ './area-route');
      return { element: <AreaRoute role={role} remote={remote} basePath={basePath} /> };
    },
  };
}

/**
 * Spec §2.1 route table. Every page is its own chunk, loaded when its route matches (route
 * `lazy`): /auth brings no antd, no signed-in layout and no remote; the signed-in layout and each
 * of its pages come with the first signed-in route.
 */
export function createRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: <Outlet />,
      errorElement: <RouteErrorElement />,
      children: [
        {
          path: 'auth',
          lazy: async () => {
            const { AuthPage } = await import(/* webpackChunkName: "route-auth" */ '../pages/AuthPage');
            return {
              element: (
                <PublicOnly>
                  <AuthPage />
                </PublicOnly>
              ),
            };
          },
        },
        // Reached from mailed links; open to anyone (a link works whoever is signed in here).
        ...(
          [
            ['auth/confirm', 'ConfirmEmailRoute'],
            ['auth/forgot-password', 'ForgotPasswordRoute'],
            ['auth/reset-password', 'ResetPasswordRoute'],
          ] as const
        ).map(([path, name]) => ({
          path,
          lazy: async () => ({
            Component: (await import(/* webpackChunkName: "account-routes" */ './account-routes'))[name],
          }),
        })),
        {
          lazy: async () => {
            const { SignedInLayout } = await import(
              /* webpackChunkName: "signed-in-layout" */ './antd-routes'
            );
            return { Component: SignedInLayout };
          },
          children: [
            {
              index: true,
              lazy: async () => {
                const { LandingPage } = await import(
                  /* webpackChunkName: "route-landing" */ '../pages/LandingPage'
                );
                return { Component: LandingPage };
              },
            },
            areaRoute('buyer'),
            areaRoute('supplier'),
            areaRoute('admin'),
            {
              path: 'profile',
              lazy: async () => {
                const { ProfilePage } = await import(
                  /* webpackChunkName: "route-profile" */ '../pages/ProfilePage'
                );
                return { Component: ProfilePage };
              },
            },
          ],
        },
        {
          path: '*',
          lazy: async () => {
            // Same module (and chunk) as the signed-in layout: one name, so bundle reports say what it is.
            const { NotFoundRoute } = await import(
              /* webpackChunkName: "signed-in-layout" */ './antd-routes'
            );
            return { Component: NotFoundRoute };
          },
        },
      ],
    },
  ]);
}
