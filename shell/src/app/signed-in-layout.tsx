import { LightUiProvider } from '@marketplace/web-kit';
import { RequireSession } from '../guards/Guards';
import { AppLayout } from '../layout/AppLayout';

/**
 * The signed-in layout with `useFeedback()`. Loaded on demand by the router, never by /auth.
 */
export function SignedInLayout() {
  // No antd configured here: the layout renders none, and each page brings it (`lazyPage`,
  // `AntdScope`), so a page drawn without antd loads none.
  return (
    <LightUiProvider>
      <RequireSession>
        <AppLayout />
      </RequireSession>
    </LightUiProvider>
  );
}
