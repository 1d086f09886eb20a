/**
 * THE route table. Adding a page is one line in `pageRoutes`:
 *   { path: '/actors', Component: lazy(() => import('./routes/actors')) },
 * Page modules live in src/app/routes/ and default-export their component; React.lazy keeps each page out of
 * the initial bundle. `auth: true` marks a member-only page (see spec 2; enforced by a later issue).
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

export type PageRoute = RouteObject & { handle?: { auth?: boolean } };

export const pageRoutes: PageRoute[] = [
  { index: true, Component: lazy(() => import('./routes/home')) },
  { path: '*', Component: lazy(() => import('./routes/not-found')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError />,
    // The pathless child keeps header and footer around a failing page.
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];
