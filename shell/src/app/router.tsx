import type { ReactNode } from 'react';
import { Navigate, Outlet, createBrowserRouter } from 'react-router-dom';
import type { Role } from '@marketplace/contracts';
import { useSession } from '@marketplace/web-kit';
import { RequireRole, RequireSession } from '../guards/Guards';
import { AppLayout } from '../layout/AppLayout';
import { AuthPage } from '../pages/AuthPage';
import { ConfirmEmailPage } from '../pages/ConfirmEmailPage';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { LandingPage } from '../pages/LandingPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ProfilePage } from '../pages/ProfilePage';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import { ROLE_AREAS } from './areas';

/** /auth is public, but a signed-in user belongs on `/`. */
function PublicOnly({ children }: { children: ReactNode }) {
  const { status, profile } = useSession();
  if (status === 'signed-in' && profile) return <Navigate to="/" replace />;
  return <>{children}</>;
}

function areaRoute(role: Role) {
  const { remote, basePath } = ROLE_AREAS[role];
  return {
    path: `${basePath.slice(1)}/*`,
    element: (
      <RequireRole role={role}>
        <RemoteOutlet key={remote} remote={remote} basePath={basePath} />
      </RequireRole>
    ),
  };
}

/** Spec §2.1 route table. */
export function createRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: <Outlet />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          path: 'auth',
          element: (
            <PublicOnly>
              <AuthPage />
            </PublicOnly>
          ),
        },
        // Reached from mailed links; open to anyone (a link works whoever is signed in here).
        { path: 'auth/confirm', element: <ConfirmEmailPage /> },
        { path: 'auth/forgot-password', element: <ForgotPasswordPage /> },
        { path: 'auth/reset-password', element: <ResetPasswordPage /> },
        {
          element: (
            <RequireSession>
              <AppLayout />
            </RequireSession>
          ),
          children: [
            { index: true, element: <LandingPage /> },
            areaRoute('buyer'),
            areaRoute('supplier'),
            areaRoute('admin'),
            { path: 'profile', element: <ProfilePage /> },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
