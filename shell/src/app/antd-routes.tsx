import { UiProvider } from '@marketplace/web-kit';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';

/** The routes that render antd at once (an unknown address, a router failure), inside `UiProvider`. */
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
