/**
 * Answers a GET for a page of the site with the server-rendered app (docs/decisions/0012, 0013): the web
 * app's server bundle renders it with data from the services, the result goes into the built index.html,
 * anonymous answers are micro-cached per URL and dropped when a cache tag of what they show is bumped.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CONSENT_COOKIE_SUFFIX,
  isLocale,
  LOCALE_COOKIE,
  localeOfPath,
  localizedPath,
  NONCE_PLACEHOLDER,
  withoutLocale,
  QUERY_STATE_ELEMENT_ID,
  pagePaths,
  type PageQuery,
  type RenderPage,
} from '@starlane/contract';
import type { Config } from '../config.js';
import { LIST_TAGS } from '../infra/cache-tags.js';
import type { ResponseCache } from '../infra/response-cache.js';
import { contentSecurityPolicy, newNonce } from '../http/security-headers.js';
import { EDGE_TAGS_HEADER } from '../http/http-cache.js';
import { SESSION_COOKIE } from '../security/session.plugin.js';
import type { Services } from '../services.js';
import { createModulePreloads, readViteManifest } from './module-preloads.js';
import { brotliBody, brotliPieces, NONCE_LENGTH } from './brotli-pieces.js';
import { gzipBody, identityBody, preparePage, type PreparedPage } from './prepared-page.js';
import { createQueryResolver } from './query-resolver.js';
import { createPageStyles } from './page-styles.js';

/**
 * The RTA (Restricted To Adults) label, sent as a header as well as the meta tag: parental filters read one
 * or the other, and a page must be blocked by either.
 */
export const RTA_LABEL = 'RTA-5042-1996-1400-1577-RTA';
/** How long an anonymous page is served from the micro-cache (tags drop it sooner when content changes). */
export const HTML_CACHE_TTL_MS = 5_000;
/**
 * How long after its TTL a page may still be served while one request renders it again
 * (stale-while-revalidate, 0041). A bumped cache tag drops the page at once all the same.
 */
export const HTML_STALE_MS = 30_000;
/** Marks a page rendered for a request that carried the consent cookie (read by the web's ConsentGate). */
const CONSENT_META = '<meta name="consent-given" content="true" />';
/** Where `vite build --ssr` puts the server bundle, inside the built web app. */
export const SSR_ENTRY = path.join('ssr', 'entry-server.js');

const firstSegment = (pattern: string) => pattern.split('/')[1]?.toLowerCase() ?? '';

/**
 * Pages whose URL carries a one-time code (a password reset, an e-mail confirmation): rendered on the server
 * like every page, but for that request alone, never stored in the HTML cache nor by a shared cache.
 */
const ONE_TIME = new Set([pagePaths.resetPassword, pagePaths.confirmEmail].map(firstSegment));

/** Tags every cached page carries: any listing, the header's ads, the lists the menus show. */
const PAGE_TAGS: readonly string[] = [...LIST_TAGS];

/** Where the page's query state starts (fillShell). */
const STATE_SCRIPT = `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">`;

/**
 * The page's ETag, from what it shows: the dehydrated query state's clocks (when this process fetched and
 * dehydrated each query) are left out, so two processes, or two renders of one, that show the same page give
 * the same ETag and a conditional request gets its 304 from either.
 */
export function etagOf(html: string): string {
  const withoutClocks = (text: string) =>
    text.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');
  // The clocks are in the state's script alone: the rest of the page is hashed as it is.
  const start = html.indexOf(STATE_SCRIPT);
  const end = start < 0 ? -1 : html.indexOf('</script>', start);
  const sha1 = createHash('sha1');
  if (end < 0) sha1.update(withoutClocks(html));
  else
    sha1
      .update(html.slice(0, start))
      .update(withoutClocks(html.slice(start, end)))
      .update(html.slice(end));
  return `W/"${sha1.digest('base64url')}"`;
}

export interface PageResponderOptions {
  config: Config;
  services: Services;
  responseCache: ResponseCache;
  /** The built web app's server bundle, loaded once. */
  render: RenderPage;
  /** Whether anonymous pages go out with their cache tags for the edge (docs/decisions/0060). */
  edgeTags?: boolean;
}

/** Loads the server bundle of the built web app, when there is one (tests and dev may have none). */
export async function loadRenderPage(webDistDir: string): Promise<RenderPage | undefined> {
  const entry = path.join(webDistDir, SSR_ENTRY);
  if (!fs.existsSync(entry)) return undefined;
  const bundle = (await import(pathToFileURL(entry).href)) as { render?: RenderPage };
  return bundle.render;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The page compressed as the browser accepts it (brotli, else gzip). Per response, because each carries
 * its own CSP nonce; quick settings, in the thread pool.
 */
async function encoded(request: FastifyRequest, reply: FastifyReply, html: string): Promise<string | Buffer> {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzip(html, { level: 6 });
  }
  return html;
}

interface Rendered {
  status: number;
  /** The page with the nonce placeholder, cut and compressed for writing. */
  page: PreparedPage;
  etag: string;
  /** The `xkey` header the edge files the page under; absent when the edge must not keep it. */
  edgeTags?: string;
}

/** The shell's `<noscript>` note (index.html writes the English) as Spanish pages say it (docs/decisions/0073). */
const NOSCRIPT: Partial<Record<string, string>> = {
  es: 'Este sitio es solo para mayores de 18 años. Las búsquedas, las valoraciones y las listas necesitan JavaScript.',
};

/** The shell with the page's language on `<html>` (docs/decisions/0072) and in its `<noscript>` note. */
const withLang = (shell: string, lang: string) => {
  const note = NOSCRIPT[lang];
  const spoken = shell.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
  return note === undefined
    ? spoken
    : spoken.replace(
        /(<noscript[^>]*>)[\s\S]*?(<\/noscript\s*>)/,
        (_, open: string, close: string) => `${open}${note}${close}`,
      );
};

function fillShell(
  shell: string,
  rendered: { head: string; body: string; state: string; preloads: string; lang: string },
): string {
  const head = rendered.preloads ? `${rendered.head}\n    ${rendered.preloads}` : rendered.head;
  return withLang(shell, rendered.lang)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>\s*/, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${rendered.body}</div>`)
    .replace('</body>', `${STATE_SCRIPT}${rendered.state}</script>\n  </body>`);
}

export function createPageResponder(options: PageResponderOptions) {
  const { config, responseCache, render } = options;
  const resolverFor = createQueryResolver(options.services);
  const modulePreloads = createModulePreloads(readViteManifest(config.webDistDir));
  const withPageStyles = createPageStyles(config.webDistDir);
  // The policy's text around the nonce, built once.
  const [cspBefore = '', cspAfter = ''] = contentSecurityPolicy(config, NONCE_PLACEHOLDER).split(
    NONCE_PLACEHOLDER,
  );
  // With no room for pages (RESPONSE_CACHE_MB=0) a page is not made ready for the cache at all.
  const keepsPages = config.responseCacheMaxBytes > 0;
  /** The pieces of cached pages, by their body (the cache hands back the very Buffer it was given). */
  const prepared = new WeakMap<Buffer, PreparedPage>();

  async function renderPage(
    url: string,
    request: FastifyRequest,
    shell: string,
    consented: boolean,
  ): Promise<{ redirect: string; status: number } | (Rendered & { tags: string[]; stamp: number[] })> {
    const tags = new Set<string>(PAGE_TAGS);
    const stamp = responseCache.stamp(PAGE_TAGS);
    const resolveFor = resolverFor(request.member, localeOfPath(url));
    const specific: string[] = [];
    const specificStamp: number[] = [];
    const resolve = async (query: PageQuery) => {
      const { resolved, tags: shown } = await resolveFor(query);
      for (const tag of shown) {
        if (tags.has(tag)) continue;
        tags.add(tag);
        specific.push(tag);
        specificStamp.push(...responseCache.stamp([tag]));
      }
      return resolved;
    };
    const result = await render({
      url,
      origin: config.publicUrl,
      siteName: config.siteName,
      thirdParty: config.thirdParty,
      memberEmail: request.member?.email ?? null,
      resolve,
    });
    if (result.kind === 'redirect') return { redirect: result.location, status: result.status };
    if (result.unloaded.length > 0) {
      // The page read data its routes do not load: it went out showing it loading (docs/decisions/0043).
      request.log.warn({ url, unloaded: result.unloaded }, 'page rendered with data its routes do not load');
    }
    const html = withPageStyles(
      fillShell(shell, {
        ...result,
        head: consented ? `${result.head}\n    ${CONSENT_META}` : result.head,
        preloads: modulePreloads(result.modules),
        lang: localeOfPath(url),
      }),
    );
    return {
      status: result.status,
      page: preparePage(html),
      etag: etagOf(html),
      tags: [...PAGE_TAGS, ...specific],
      stamp: [...stamp, ...specificStamp],
    };
  }

  type Outcome = { redirect: string; status: number } | Rendered;
  const inflight = new Map<string, Promise<Outcome>>();

  /** Renders the page and, under `cacheKey` (anonymous requests), keeps it for a few seconds. */
  async function renderAndStore(
    url: string,
    request: FastifyRequest,
    shell: string,
    consented: boolean,
    cacheKey: string | undefined,
  ): Promise<Outcome> {
    const rendered = await renderPage(url, request, shell, consented);
    if ('redirect' in rendered) {
      // Not cached; and a stale page of this URL must not outlive the answer that replaced it.
      if (cacheKey) responseCache.delete(cacheKey);
      return rendered;
    }
    // A page made while one of its tags was bumped may show the state before that write, whose purge may
    // reach the edge before the page does: the edge must not keep it.
    const edgeTags =
      cacheKey && options.edgeTags && sameNumbers(responseCache.stamp(rendered.tags), rendered.stamp)
        ? rendered.tags.join(' ')
        : undefined;
    if (cacheKey && keepsPages) {
      // Brotli once per render, kept beside gzip (docs/decisions/0070).
      rendered.page.brotliPieces = await brotliPieces(rendered.page.pieces);
      const body = identityBody(rendered.page, NONCE_PLACEHOLDER);
      prepared.set(body, rendered.page);
      responseCache.set(
        cacheKey,
        {
          body,
          variants: [...rendered.page.gzipPieces, ...(rendered.page.brotliPieces ?? [])],
          etag: rendered.etag,
          contentType: 'text/html; charset=utf-8',
          headers: { status: String(rendered.status), ...(edgeTags ? { [EDGE_TAGS_HEADER]: edgeTags } : {}) },
        },
        rendered.tags,
        HTML_CACHE_TTL_MS,
        rendered.stamp,
      );
    }
    return { status: rendered.status, page: rendered.page, etag: rendered.etag, edgeTags };
  }

  type Pending = Promise<Outcome>;
  /**
   * The render of `cacheKey` under way, or a new one: anonymous requests for the same URL that miss
   * together share one render (no stampede when a hot page expires).
   */
  function sharedRender(
    url: string,
    request: FastifyRequest,
    shell: string,
    consented: boolean,
    cacheKey: string,
  ): Pending {
    let pending = inflight.get(cacheKey);
    if (!pending) {
      pending = renderAndStore(url, request, shell, consented, cacheKey);
      inflight.set(cacheKey, pending);
      void pending.finally(() => inflight.delete(cacheKey)).catch(() => undefined);
    }
    return pending;
  }

  /** A cached page's pieces (cut again only if the process lost them, which a WeakMap allows). */
  function piecesOf(body: Buffer): PreparedPage {
    let page = prepared.get(body);
    if (!page) {
      page = preparePage(body.toString('utf8'));
      prepared.set(body, page);
    }
    return page;
  }

  /** Answers a page GET; `shell` is the prepared index.html (nonce placeholder in it). */
  return async function answerPage(
    request: FastifyRequest,
    reply: FastifyReply,
    shell: string,
  ): Promise<FastifyReply> {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    // The language switch's cookie: a visitor who chose a language gets its page. Only the choice redirects
    // (never Accept-Language), so crawlers, which carry no cookies, reach both languages (0072).
    const chosen = request.cookies[LOCALE_COOKIE];
    if (isLocale(chosen) && chosen !== localeOfPath(pathname)) {
      return reply
        .code(302)
        .header('location', localizedPath(url, chosen))
        .header('vary', 'Cookie')
        .header('cache-control', 'private, no-store')
        .send();
    }
    const nonce = newNonce();
    const withSession = request.cookies[SESSION_COOKIE] !== undefined || request.member !== null;
    const oneTime = ONE_TIME.has(firstSegment(withoutLocale(pathname)));
    reply
      .type('text/html; charset=utf-8')
      .header('rating', RTA_LABEL)
      .header('vary', 'Cookie, Accept-Encoding')
      .header('content-security-policy', `${cspBefore}${nonce}${cspAfter}`)
      // A page rendered for a member may show their own data: no shared cache may keep it (0013).
      .header('cache-control', withSession || oneTime ? 'private, no-store' : 'no-cache');

    // The consent dialog is the browser's (it appears once hydrated), but the page says whether the request
    // carried the consent cookie, so the browser need not wait for its own cookie reading to know.
    const consented = request.cookies[`${config.siteName}${CONSENT_COOKIE_SUFFIX}`] !== undefined;
    const cacheKey = `html:${consented ? 'c' : 'v'}:${url}`;
    if (withSession || oneTime) {
      // Rendered for this member, or this code's holder, alone: never shared, never stored.
      const rendered = await renderAndStore(url, request, shell, consented, undefined);
      if ('redirect' in rendered) {
        return reply.code(rendered.status).header('location', rendered.redirect).send();
      }
      const html = identityBody(rendered.page, nonce).toString('utf8');
      return reply.code(rendered.status).send(await encoded(request, reply, html));
    }

    let page: Rendered;
    const hit = responseCache.lookup(cacheKey, HTML_STALE_MS);
    if (hit) {
      page = {
        status: Number(hit.entry.headers?.status ?? 200),
        page: piecesOf(hit.entry.body),
        etag: hit.entry.etag,
        edgeTags: hit.entry.headers?.[EDGE_TAGS_HEADER],
      };
      if (hit.stale && !inflight.has(cacheKey)) {
        // Served as it is; one request renders the page again for the next ones.
        sharedRender(url, request, shell, consented, cacheKey).catch((error: unknown) => {
          request.log.error({ err: error, url }, 'rendering a stale page again failed');
        });
      }
    } else {
      const rendered = await sharedRender(url, request, shell, consented, cacheKey);
      if ('redirect' in rendered) {
        return reply.code(rendered.status).header('location', rendered.redirect).send();
      }
      page = rendered;
    }
    reply.code(page.status).header('etag', page.etag);
    if (page.edgeTags) reply.header(EDGE_TAGS_HEADER, page.edgeTags);
    if (page.status === 200 && request.headers['if-none-match'] === page.etag) {
      return reply.code(304).send();
    }
    // A cached page's brotli and gzip are both ready but for the nonce (0041, 0070).
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (page.page.brotliPieces && nonce.length === NONCE_LENGTH && /\bbr\b/.test(accepted)) {
      return reply
        .header('content-encoding', 'br')
        .send(brotliBody(page.page.pieces, page.page.brotliPieces, nonce));
    }
    if (/\bgzip\b/.test(accepted)) {
      return reply.header('content-encoding', 'gzip').send(gzipBody(page.page, nonce));
    }
    return reply.send(identityBody(page.page, nonce));
  };
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((n, i) => n === b[i]);
}
