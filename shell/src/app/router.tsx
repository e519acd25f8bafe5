import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Role } from '@marketplace/contracts';
import { AntdScope, preloadAntd, sessionStore, useSession } from '@marketplace/web-kit/core';
import { removePrerenderedPage } from '../pages/prerendered-page';
import { areaForRole, ROLE_AREAS } from './areas';
import { startRemoteWithLayout } from './start-area';

/** /auth is public, but a signed-in user belongs on `/`. */
function PublicOnly({ children }: { children: ReactNode }) {
  const { status, profile } = useSession();
  if (status === 'signed-in' && profile) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/**
 * The root route: the first page rendered (of any route) replaces the page painted from index.html
 * (the sign-in page, or a role area's welcome). A data router renders nothing until the first
 * route's lazy code has arrived, so on a role area's address that is the signed-in layout.
 */
function Root() {
  useLayoutEffect(removePrerenderedPage, []);
  return <Outlet />;
}

// Router-level failures are rare: their page (antd) loads when one happens.
const RouteError = lazy(() =>
  import(/* webpackChunkName: "antd-routes" */ './antd-routes').then((m) => ({ default: m.RouteError })),
);
function RouteErrorElement() {
  return (
    <Suspense fallback={null}>
      <RouteError />
    </Suspense>
  );
}

/**
 * A route's `lazy` for a page drawn with antd: antd's download starts with the page's own
 * instead of after it.
 */
function withAntd<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    preloadAntd();
    return load();
  };
}

function authRoute(): RouteObject {
  return {
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
  };
}

/** Reached from mailed links; open to anyone (a link works whoever is signed in here). */
function accountRoutes(): RouteObject[] {
  return (
    [
      ['auth/confirm', 'ConfirmEmailRoute'],
      ['auth/forgot-password', 'ForgotPasswordRoute'],
      ['auth/reset-password', 'ResetPasswordRoute'],
    ] as const
  ).map(([path, name]) => ({
    path,
    lazy: withAntd(async () => ({
      Component: (await import(/* webpackChunkName: "account-routes" */ './account-routes'))[name],
    })),
  }));
}

function areaRoute(role: Role): RouteObject {
  const { remote, basePath } = ROLE_AREAS[role];
  return {
    path: `${basePath.slice(1)}/*`,
    lazy: async () => {
      startRemoteWithLayout(remote, role);
      const { AreaRoute } = await import(/* webpackChunkName: "route-area" */ './area-route');
      return { element: <AreaRoute role={role} remote={remote} basePath={basePath} /> };
    },
  };
}

/** `/` shows the signed-in role's remote (its dashboard). */
function landingRoute(): RouteObject {
  return {
    index: true,
    lazy: async () => {
      const role = sessionStore.getSnapshot().profile?.role;
      const area = areaForRole(role);
      if (area) startRemoteWithLayout(area.remote, role as Role);
      const { LandingPage } = await import(/* webpackChunkName: "route-landing" */ '../pages/LandingPage');
      return { Component: LandingPage };
    },
  };
}

function profileRoute(): RouteObject {
  return {
    path: 'profile',
    lazy: withAntd(async () => {
      const { ProfilePage } = await import(/* webpackChunkName: "route-profile" */ '../pages/ProfilePage');
      return {
        element: (
          <AntdScope>
            <ProfilePage />
          </AntdScope>
        ),
      };
    }),
  };
}

/** The signed-in layout around the pages of a signed-in user. */
function signedInRoutes(): RouteObject {
  return {
    lazy: async () => {
      // No antd: its configuration and precomputed styles come with the first page that
      // renders it (web-kit's lazyPage, AntdScope).
      const { SignedInLayout } = await import(
        /* webpackChunkName: "signed-in-layout" */ './signed-in-layout'
      );
      return { Component: SignedInLayout };
    },
    children: [landingRoute(), areaRoute('buyer'), areaRoute('supplier'), areaRoute('admin'), profileRoute()],
  };
}

function notFoundRoute(): RouteObject {
  return {
    path: '*',
    lazy: withAntd(async () => {
      // Same module (and chunk) as the router's error page: one name, so bundle reports say what it is.
      const { NotFoundRoute } = await import(/* webpackChunkName: "antd-routes" */ './antd-routes');
      return { Component: NotFoundRoute };
    }),
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
      element: <Root />,
      errorElement: <RouteErrorElement />,
      children: [authRoute(), ...accountRoutes(), signedInRoutes(), notFoundRoute()],
    },
  ]);
}

export type ShellRouter = ReturnType<typeof createRouter>;

/** Resolves once the router has the code of the routes at its address (their `lazy`). */
export function routerReady(router: ShellRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
