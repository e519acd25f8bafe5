import { RouterProvider } from 'react-router-dom';
import type { ShellRouter } from './router';

/** No antd provider here: /auth renders without antd; each antd route wraps itself (routes.tsx). */
export function App({ router }: { router: ShellRouter }) {
  return <RouterProvider router={router} future={{ v7_startTransition: true }} />;
}
