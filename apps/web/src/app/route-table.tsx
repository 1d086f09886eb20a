/**
 * THE route table. Adding a page is its pattern in the contract's `pagePaths` (the server learns from it
 * which GETs are pages) and one line in `pageRoutes`:
 *   { path: pagePaths.actors, Component: lazy(() => import('./routes/actors')) },
 * Page modules live in src/app/routes/ and default-export their component; React.lazy keeps each page out of
 * the initial bundle. `auth: true` marks a member-only page (see spec 2; the router sends visitors to /signin and back, docs/departures.md).
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { pagePaths } from '@starlane/contract';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

export type PageRoute = RouteObject & { handle?: { auth?: boolean } };

export const pageRoutes: PageRoute[] = [
  { index: true, Component: lazy(() => import('./routes/home')) },
  { path: pagePaths.videos, Component: lazy(() => import('./routes/videos')) },
  { path: pagePaths.video, Component: lazy(() => import('./routes/video')) },
  { path: pagePaths.categories, Component: lazy(() => import('./routes/categories')) },
  { path: pagePaths.category, Component: lazy(() => import('./routes/category')) },
  { path: pagePaths.actors, Component: lazy(() => import('./routes/actors')) },
  { path: pagePaths.actor, Component: lazy(() => import('./routes/actor')) },
  { path: pagePaths.toplists, Component: lazy(() => import('./routes/toplists')) },
  { path: pagePaths.playlists, Component: lazy(() => import('./routes/playlists')) },
  { path: pagePaths.playlist, Component: lazy(() => import('./routes/playlist')) },
  { path: pagePaths.member, Component: lazy(() => import('./routes/member')) },
  { path: pagePaths.sitemap, Component: lazy(() => import('./routes/sitemap')) },
  { path: pagePaths.wizard, Component: lazy(() => import('./routes/wizard')) },
  { path: pagePaths.contactUs, Component: lazy(() => import('./routes/contact-us')) },
  { path: pagePaths.terms, Component: lazy(() => import('./routes/terms-and-conditions')) },
  { path: pagePaths.privacyPolicy, Component: lazy(() => import('./routes/privacy-policy')) },
  { path: pagePaths.cookiePolicy, Component: lazy(() => import('./routes/cookie-policy')) },
  { path: pagePaths.dmca, Component: lazy(() => import('./routes/dmca')) },
  { path: pagePaths.records2257, Component: lazy(() => import('./routes/records-2257')) },
  { path: pagePaths.signIn, Component: lazy(() => import('./routes/signin')) },
  { path: pagePaths.signUp, Component: lazy(() => import('./routes/signup')) },
  { path: pagePaths.login, Component: lazy(() => import('./routes/login')) },
  { path: pagePaths.authenticationLogin, Component: lazy(() => import('./routes/login')) },
  { path: pagePaths.register, Component: lazy(() => import('./routes/register')) },
  { path: pagePaths.authenticationRegister, Component: lazy(() => import('./routes/register')) },
  { path: pagePaths.forgotPassword, Component: lazy(() => import('./routes/forgot-password')) },
  { path: pagePaths.resetPassword, Component: lazy(() => import('./routes/reset-password')) },
  { path: pagePaths.confirmEmail, Component: lazy(() => import('./routes/confirm-email')) },
  { path: pagePaths.dashboard, Component: lazy(() => import('./routes/dashboard')), handle: { auth: true } },
  {
    path: pagePaths.manageProfile,
    Component: lazy(() => import('./routes/manage-profile')),
    handle: { auth: true },
  },
  { path: pagePaths.myPlaylists, Component: lazy(() => import('./routes/my-playlists')) },
  { path: pagePaths.myFavourites, Component: lazy(() => import('./routes/my-favourites')) },
  { path: pagePaths.myToplists, Component: lazy(() => import('./routes/my-toplists')) },
  { path: pagePaths.search, Component: lazy(() => import('./routes/search')) },
  { path: pagePaths.following, Component: lazy(() => import('./routes/following')), handle: { auth: true } },
  { path: pagePaths.history, Component: lazy(() => import('./routes/history')) },
  // Staff only; its own lazy chunk (with the chart library), so the public pages never load it.
  { path: pagePaths.admin, Component: lazy(() => import('./routes/admin')) },
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
