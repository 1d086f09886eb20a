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
  { path: '/videos', Component: lazy(() => import('./routes/videos')) },
  { path: '/video/:videoId/:videoName?', Component: lazy(() => import('./routes/video')) },
  { path: '/categories', Component: lazy(() => import('./routes/categories')) },
  { path: '/category/:categoryId/:categoryName?', Component: lazy(() => import('./routes/category')) },
  { path: '/actors', Component: lazy(() => import('./routes/actors')) },
  { path: '/actor/:actorName', Component: lazy(() => import('./routes/actor')) },
  { path: '/toplists/:toplistType?', Component: lazy(() => import('./routes/toplists')) },
  { path: '/playlists', Component: lazy(() => import('./routes/playlists')) },
  { path: '/playlist/:playlistId/:videoId?', Component: lazy(() => import('./routes/playlist')) },
  { path: '/member/:memberId/:memberName?', Component: lazy(() => import('./routes/member')) },
  { path: '/sitemap', Component: lazy(() => import('./routes/sitemap')) },
  { path: '/wizard', Component: lazy(() => import('./routes/wizard')) },
  { path: '/contactus', Component: lazy(() => import('./routes/contact-us')) },
  { path: '/termsandconditions', Component: lazy(() => import('./routes/terms-and-conditions')) },
  { path: '/privacypolicy', Component: lazy(() => import('./routes/privacy-policy')) },
  { path: '/cookiepolicy', Component: lazy(() => import('./routes/cookie-policy')) },
  { path: '/dmca', Component: lazy(() => import('./routes/dmca')) },
  { path: '/2257', Component: lazy(() => import('./routes/records-2257')) },
  { path: '/signin', Component: lazy(() => import('./routes/signin')) },
  { path: '/signup', Component: lazy(() => import('./routes/signup')) },
  { path: '/login', Component: lazy(() => import('./routes/login')) },
  { path: '/authentication/login', Component: lazy(() => import('./routes/login')) },
  { path: '/register', Component: lazy(() => import('./routes/register')) },
  { path: '/authentication/register', Component: lazy(() => import('./routes/register')) },
  { path: '/forgotpassword', Component: lazy(() => import('./routes/forgot-password')) },
  { path: '/resetpassword/:code', Component: lazy(() => import('./routes/reset-password')) },
  { path: '/confirmemail', Component: lazy(() => import('./routes/confirm-email')) },
  { path: '/dashboard', Component: lazy(() => import('./routes/dashboard')), handle: { auth: true } },
  {
    path: '/Identity/Account/Manage',
    Component: lazy(() => import('./routes/manage-profile')),
    handle: { auth: true },
  },
  { path: '/myplaylists', Component: lazy(() => import('./routes/my-playlists')) },
  { path: '/myfavourites', Component: lazy(() => import('./routes/my-favourites')) },
  { path: '/mytoplists/:toplistType?', Component: lazy(() => import('./routes/my-toplists')) },
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
