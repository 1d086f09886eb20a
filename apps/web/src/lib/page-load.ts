/**
 * What a route declares it loads (docs/decisions/0043). The server calls a route's `load` before it renders
 * the page once: every page query the page reads must be loaded by then, or the HTML shows it loading.
 * Loads use the very query options of the API files the components read with, so both share one key.
 */
import type { ComponentType } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** The query options of an API file (plain or paged) whose answer is `T` (a paged listing: one page). */
export interface LoadableQuery<T> {
  queryKey: QueryKey;
  meta?: Record<string, unknown> | undefined;
  /** Present on a paged listing: the server loads its first page. */
  initialPageParam?: unknown;
  queryFn?: ((context: never) => T | Promise<T>) | symbol | undefined;
}

export interface PageLoadContext {
  /** The matched route's parameters. */
  params: Params;
  /** The URL's query string. */
  search: URLSearchParams;
  /** The path without its locale prefix, as the components' `useLocation` gives it. */
  pathname: string;
  /** Whom member-dependent answers are for: the member's e-mail, or 'visitor'. */
  viewer: string;
  signedIn: boolean;
  /**
   * Loads one page query and answers its data (a paged listing's first page), or undefined when it failed
   * (the failure is kept: a 404 renders as the not-found page it is).
   */
  load: <T>(query: LoadableQuery<T>) => Promise<T | undefined>;
  /** The seed of a page's random picks (see useRandomSeed): drawn here, so that loads can pick with it. */
  seed: (scope: string) => number;
}

/** A route's loads; dependent ones await what they depend on. */
export type PageLoad = (context: PageLoadContext) => Promise<unknown> | undefined;

/** The load of a page that reads no page query (forms, text pages). */
export const loadsNothing: PageLoad = () => undefined;

/**
 * The load of a member's own page (docs/decisions/0080): a visitor's reads none of it (the page shows them
 * the join prompt, or sends them to sign in), a member's is rendered with their data.
 */
export const forMembers =
  (load: PageLoad): PageLoad =>
  (context) =>
    context.signedIn ? load(context) : undefined;

/** A page module of app/routes: its component and what it loads. */
export interface PageModule {
  default: ComponentType;
  load: PageLoad;
}
