/**
 * THE route table. Adding a page is its pattern in the contract's `pagePaths` (the server learns from it
 * which GETs are pages) and one line in `pageRoutes`:
 *   { path: pagePaths.actors, ...page('actors') },
 * for the page module src/app/routes/actors.tsx, which default-exports its component and exports `load`,
 * what the server loads before it renders the page once (docs/decisions/0043; apps/web/README.md).
 * React.lazy keeps each page out of the initial bundle. `auth: true` marks a member-only page (spec 2):
 * guardAuthRoutes wraps it in RequireAuth, which sends visitors to /signin and back (docs/departures.md).
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { pagePaths } from '@starlane/contract';
import type { PageLoad, PageModule } from '@/lib/page-load';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { loadLayout } from './layout/load-layout';

export interface PageHandle {
  /** The page module's name in src/app/routes/ (its Vite module id is src/app/routes/<page>.tsx). */
  page?: string;
  auth?: boolean;
  /** A layout route's own loads (a page's are its module's `load`). */
  load?: PageLoad;
}

export type PageRoute = RouteObject & { handle?: PageHandle };

/** Every page module, each its own chunk, loaded when its page is first shown. */
const pageModules = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/** The module of page `name` (src/app/routes/<name>.tsx), as the route table names it. */
export function importPage(name: string): () => Promise<PageModule> {
  const importer = pageModules[`./routes/${name}.tsx`];
  if (!importer) throw new Error(`No page module src/app/routes/${name}.tsx`);
  return importer;
}

/** A route's component, loaded lazily, and the page it is (for its `load` and its preload). */
function page(name: string, flags: { auth?: true } = {}) {
  return { Component: lazy(importPage(name)), handle: { page: name, ...flags } satisfies PageHandle };
}

export const pageRoutes: PageRoute[] = [
  { index: true, ...page('home') },
  { path: pagePaths.videos, ...page('videos') },
  { path: pagePaths.video, ...page('video') },
  { path: pagePaths.categories, ...page('categories') },
  { path: pagePaths.category, ...page('category') },
  { path: pagePaths.actors, ...page('actors') },
  { path: pagePaths.actor, ...page('actor') },
  { path: pagePaths.toplists, ...page('toplists') },
  { path: pagePaths.playlists, ...page('playlists') },
  { path: pagePaths.playlist, ...page('playlist') },
  { path: pagePaths.member, ...page('member') },
  { path: pagePaths.sitemap, ...page('sitemap') },
  { path: pagePaths.wizard, ...page('wizard') },
  { path: pagePaths.contactUs, ...page('contact-us') },
  { path: pagePaths.terms, ...page('terms-and-conditions') },
  { path: pagePaths.privacyPolicy, ...page('privacy-policy') },
  { path: pagePaths.cookiePolicy, ...page('cookie-policy') },
  { path: pagePaths.dmca, ...page('dmca') },
  { path: pagePaths.records2257, ...page('records-2257') },
  { path: pagePaths.signIn, ...page('signin') },
  { path: pagePaths.signUp, ...page('signup') },
  { path: pagePaths.login, ...page('login') },
  { path: pagePaths.authenticationLogin, ...page('login') },
  { path: pagePaths.register, ...page('register') },
  { path: pagePaths.authenticationRegister, ...page('register') },
  { path: pagePaths.forgotPassword, ...page('forgot-password') },
  { path: pagePaths.resetPassword, ...page('reset-password') },
  { path: pagePaths.confirmEmail, ...page('confirm-email') },
  { path: pagePaths.dashboard, ...page('dashboard', { auth: true }) },
  {
    path: pagePaths.manageProfile,
    ...page('manage-profile', { auth: true }),
  },
  { path: pagePaths.myPlaylists, ...page('my-playlists') },
  { path: pagePaths.myFavourites, ...page('my-favourites') },
  { path: pagePaths.myToplists, ...page('my-toplists') },
  { path: pagePaths.search, ...page('search') },
  { path: pagePaths.following, ...page('following', { auth: true }) },
  { path: pagePaths.history, ...page('history') },
  // Staff only; its own lazy chunk (with the chart library), so the public pages never load it.
  { path: pagePaths.admin, ...page('admin') },
  { path: '*', ...page('not-found') },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    handle: { load: loadLayout } satisfies PageHandle,
    errorElement: <RouteError />,
    // The pathless child keeps header and footer around a failing page.
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];
