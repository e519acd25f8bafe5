import { UiProvider } from '@marketplace/web-kit';
import { RequireSession } from '../guards/Guards';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';

/**
 * Routes that render antd, each inside the antd provider (theme, locale, `useFeedback()`). Loaded
 * on demand by the router, never by /auth.
 */
export function SignedInLayout() {
  return (
    <UiProvider>
      <RequireSession>
        <AppLayout />
      </RequireSession>
    </UiProvider>
  );
}

export function NotFoundRoute() {
  return (
    <UiProvider>
      <NotFoundPage />
    </UiProvider>
  );
}

export function RouteError() {
  return (
    <UiProvider>
      <RouteErrorPage />
    </UiProvider>
  );
}
