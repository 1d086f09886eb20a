import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { guardAuthRoutes } from '@/features/auth/lib/auth-routes';
import { routes } from './route-table';

export function AppRouter() {
  // Member-only routes (handle.auth) send visitors to /signin and back (DESIGN.md).
  const [router] = useState(() => createBrowserRouter(guardAuthRoutes(routes)));
  return <RouterProvider router={router} />;
}
