/**
 * What the server and the web app's server-rendering bundle (apps/web/src/entry-server.tsx) exchange
 * (docs/decisions/0012, 0043), and the names both sides of a page agree on. Zod-free: the web imports it.
 */
import type { ThirdPartyConfig } from './ads.js';
import type { PageQuery } from './page-queries.js';

/** The id of the `<script type="application/json">` that carries the page's query cache to the browser. */
export const QUERY_STATE_ELEMENT_ID = 'sl-state';
/**
 * Stands for the per-response CSP nonce in the prepared page (and in the operator's configuration the
 * page embeds): the server swaps it for the response's own; the browser never sees it on a served page.
 */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';
/** The id of the `<script type="application/json">` carrying the operator's third-party configuration. */
export const THIRD_PARTY_CONFIG_ELEMENT_ID = 'third-party-config';
/** The age consent cookie is named `${siteName}Age`. */
export const CONSENT_COOKIE_SUFFIX = 'Age';

/** The answer to one page query, as the API would have given it. */
export type ResolvedQuery =
  | { status: 'success'; data: unknown }
  | { status: 'error'; error: { status: number; title: string } }
  /** Not this request's to answer (a key naming another viewer): the browser fetches it. */
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
  /** Answers one page query from the server's services. */
  resolve: (query: PageQuery) => Promise<ResolvedQuery>;
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
      /** How often the app was rendered for the page: once, its routes' loads answered before. */
      renders: number;
      /**
       * Page queries the page read that its routes did not load (it shows them loading): each is a load
       * missing from a route. Query hashes; empty when the routes declare what their pages read.
       */
      unloaded: string[];
    };

/** `render` of the server bundle. */
export type RenderPage = (input: PageRenderInput) => Promise<PageRenderResult>;
