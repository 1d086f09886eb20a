/**
 * What the server and the web app's server-rendering bundle (apps/web/src/entry-server.tsx) exchange
 * (docs/decisions/0012). Types only: the bundle is loaded at run time by the server.
 */
import type { ThirdPartyConfig } from './ads.js';

/** The data of one query of the web app's cache, as the API would have answered it. */
export type ResolvedQuery =
  | { status: 'success'; data: unknown }
  | { status: 'error'; error: { status: number; title: string } }
  /** The server does not load this one (member-only, or unknown): the browser fetches it. */
  | { status: 'skip' };

export interface PageRenderInput {
  /** Path and query of the page, e.g. `/video/abc/Title?x=1`. */
  url: string;
  /** The site's public origin, for canonical URLs and Open Graph tags. */
  origin: string;
  siteName: string;
  /** The operator's third-party configuration (the partner promo link, the live-cam embed). */
  thirdParty: ThirdPartyConfig;
  /** The signed-in member's e-mail, or null for a visitor. */
  memberEmail: string | null;
  /** Loads the data of one query key of the web app (same keys as its api/ files). */
  resolve: (queryKey: readonly unknown[], infinite: boolean) => Promise<ResolvedQuery>;
}

export type PageRenderResult =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: 200 | 404;
      /** The rendered app, for inside `<div id="root">`. */
      body: string;
      /** Tags for `<head>`: title, description, canonical, Open Graph, JSON-LD. */
      head: string;
      /** The query cache as JSON, for `<script type="application/json" id="sl-state">`. */
      state: string;
      /** Chunks the page needs at once (the route's lazy module), as Vite module ids. */
      modules: string[];
    };

/** `render` of the server bundle. */
export type RenderPage = (input: PageRenderInput) => Promise<PageRenderResult>;
