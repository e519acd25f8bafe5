import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './router';

/** No antd provider here: /auth renders without antd; each antd route wraps itself (routes.tsx). */
export function App() {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} future={{ v7_startTransition: true }} />;
}
