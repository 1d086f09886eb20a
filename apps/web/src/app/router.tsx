import { useState } from 'react';
import { createBrowserRouter, type Location } from 'react-router';
// The react-dom flavour: it honours navigate(..., { flushSync: true }), which leaving a member-only page
// right before signing out relies on (see DeleteAccount).
import { RouterProvider } from 'react-router/dom';
import { guardAuthRoutes } from '@/features/auth/lib/auth-routes';
import { trackLocation } from '@/features/auth/lib/previous-page';
import { routes } from './route-table';

const pathOf = (location: Location) => `${location.pathname}${location.search}${location.hash}`;

function createAppRouter(basename: string) {
  // Member-only routes (handle.auth) send visitors to /signin and back (docs/departures.md). A Spanish page's
  // router has the basename /es: the app's links and redirects stay in the page's language (0072).
  const router = createBrowserRouter(guardAuthRoutes(routes), basename ? { basename } : {});
  // The sign-in page sends members back to the page they came from.
  trackLocation(pathOf(router.state.location));
  router.subscribe((state) => {
    trackLocation(pathOf(state.location));
  });
  return router;
}

export function AppRouter({ basename }: { basename: string }) {
  const [router] = useState(() => createAppRouter(basename));
  return <RouterProvider router={router} />;
}
