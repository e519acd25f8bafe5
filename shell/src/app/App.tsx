import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { UiProvider } from '@marketplace/web-kit';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  return (
    <UiProvider>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </UiProvider>
  );
}
