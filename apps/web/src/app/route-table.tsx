/**
 * THE route table, built from the contract's `pagePaths`: page `name` is the module src/app/routes/<name in
 * kebab case>.tsx (`contactUs`: contact-us.tsx), which default-exports its component and exports `load`,
 * what the server loads before it renders the page once (docs/decisions/0043; apps/web/README.md). A page
 * needs no line here: a pattern without its module fails as the table is built (route-table.test.ts).
 * React.lazy keeps each page out of the initial bundle. The contract's `membersOnlyPages` get `auth: true`
 * (spec 2): guardAuthRoutes wraps them in RequireAuth, which sends visitors to /signin and back
 * (docs/departures.md).
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { membersOnlyPages, pagePaths, type PageName } from '@starlane/contract';
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

/**
 * Page modules the server has imported for their loads (`keepImportedPage`): their pages render at once
 * instead of suspending, so that the server renders a page in one synchronous pass (entry-server.tsx).
 * The browser never fills it: there a page stays its `lazy` component, which must not change type under
 * a mounted page.
 */
const importedPages = new Map<string, PageModule['default']>();

/** Renders page `name` from `module` from now on (the server, once it has imported it). */
export function keepImportedPage(name: string, module: PageModule): void {
  importedPages.set(name, module.default);
}

/** A route's component, loaded lazily, and the page it is (for its `load` and its preload). */
function page(name: string, flags: { auth?: true } = {}) {
  const Lazy = lazy(importPage(name));
  function Page() {
    const Imported = importedPages.get(name);
    return Imported ? <Imported /> : <Lazy />;
  }
  return { Component: Page, handle: { page: name, ...flags } satisfies PageHandle };
}

/** Pages of two patterns: the old sign-in and join addresses show the same page as the current ones. */
const SAME_PAGE_AS: Partial<Record<PageName, PageName>> = {
  authenticationLogin: 'login',
  authenticationRegister: 'register',
};

/** The module name of page `name`: `myPlaylists` → my-playlists, `records2257` → records-2257. */
export function pageModuleName(name: PageName): string {
  return (SAME_PAGE_AS[name] ?? name).replace(/[A-Z]|\d+/g, (part) => `-${part.toLowerCase()}`);
}

const membersOnly = new Set(membersOnlyPages);

export const pageRoutes: PageRoute[] = [
  ...(Object.entries(pagePaths) as [PageName, string][]).map(([name, path]): PageRoute => {
    const route = page(pageModuleName(name), membersOnly.has(name) ? { auth: true } : {});
    return name === 'home' ? { index: true, ...route } : { path, ...route };
  }),
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
