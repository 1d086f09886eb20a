/**
 * The server-rendering bundle's entry (built by `vite build --ssr`, loaded by the Fastify server; see
 * docs/decisions/0012, 0043). The same route table and components as the browser. The matched routes
 * declare what they load (the layout's `handle.load`, the page module's `load`); those page queries are
 * answered by the server's `resolve` (its services, no HTTP) into a TanStack Query cache under the web's own
 * query keys, then the app is rendered once. The cache travels with the page so hydration asks the API for
 * nothing it already has.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import {
  hashKey,
  QueryClient,
  type DefaultedQueryObserverOptions,
  type QueryCache,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import {
  localeOfPath,
  localePrefix,
  localizedPath,
  withoutLocale,
  LOCALES,
  type Locale,
  type PageRenderInput,
  type PageRenderResult,
  type RenderPage,
} from '@starlane/contract';
import { AppProvider } from '@/app/provider';
import { importPage, keepImportedPage, routes, type PageHandle } from '@/app/route-table';
import { guardAuthRoutes, requiresAuth } from '@/features/auth/lib/auth-routes';
import { signInPathFor } from '@/features/auth/lib/return-to';
import { ApiError } from '@/lib/api-client';
import { pageQueryOf } from '@/lib/define-query';
import type { LoadableQuery, PageLoadContext } from '@/lib/page-load';
import { newRandomSeed } from '@/lib/random';
import { randomSeedQueryKey } from '@/lib/random-seed';
import { setServerSiteName } from '@/lib/site';
import { setServerThirdPartyConfig } from '@/lib/third-party-config';
import { pageHead } from '@/app/ssr/head';
import { headTags } from '@/app/ssr/head-tags';
import { en } from '@/lib/i18n/en';
import { es } from '@/lib/i18n/es';
import { messagesModule, type Messages } from '@/lib/i18n/messages';
import { keepFailure, serializeQueryState } from '@/app/ssr/query-state';

const appRoutes = guardAuthRoutes(routes);
/** Both languages' texts: each render gets its page's (docs/decisions/0072); the language tests read them too. */
export const CATALOGUES: Record<Locale, Messages> = { en, es };
/** A router per language: Spanish pages are the same routes under the basename /es. */
const handlers = Object.fromEntries(
  LOCALES.map((locale) => {
    const basename = localePrefix(locale);
    return [locale, createStaticHandler(appRoutes, basename ? { basename } : {})];
  }),
) as Record<Locale, ReturnType<typeof createStaticHandler>>;

/**
 * The server's query client. It notes every page query a render reads while enabled: one it reads without
 * the route having loaded it is a load missing from the route, which the page shows as loading.
 */
class ServerQueryClient extends QueryClient {
  readonly read = new Set<string>();

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = Error,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    if (defaulted.enabled !== false && pageQueryOf(defaulted.meta)) this.read.add(defaulted.queryHash);
    return defaulted;
  }

  /** The page queries the render read that have neither data nor a failure. */
  unloaded(): string[] {
    const cache = this.getQueryCache();
    return [...this.read].filter(
      (hash) => cache.get(hash)?.state.status !== 'success' && !failed(cache, hash),
    );
  }
}

const failed = (cache: QueryCache, hash: string) => cache.get(hash)?.state.status === 'error';

function newQueryClient(): ServerQueryClient {
  return new ServerQueryClient({
    defaultOptions: {
      // Nothing is fetched on the server by TanStack itself: the route's loads fill the cache.
      queries: { retry: false, staleTime: 60_000, gcTime: Number.POSITIVE_INFINITY },
    },
  });
}

/**
 * Renders `element` completely and answers the HTML. The whole page is sent at once (it is cached and
 * tagged, and its status depends on its data), so React's Node stream is read straight into a string: a web
 * stream read through a Response cost about a fifth of a page's time.
 */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const decoder = new TextDecoder();
    let html = '';
    // What React writes to: long texts as strings, the rest as UTF-8 bytes, whole characters each.
    const sink = {
      write(chunk: string | Uint8Array) {
        html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
        return true;
      },
      end() {
        resolve(html + decoder.decode());
      },
      destroy(error: unknown) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      on: () => sink,
    };
    const { pipe } = renderToPipeableStream(element, {
      // No boundary may be outlined behind an inline swap script, which would need JavaScript to show.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink as unknown as Parameters<typeof pipe>[0]),
      onShellError: reject,
      onError(error) {
        // Errors inside Suspense boundaries are rendered by the browser instead; say so in the logs.
        if (!(error instanceof ApiError)) console.error('Server rendering failed in part', error);
      },
    });
  });
}

/**
 * The loads' context for one request: each page query goes to the server's `resolve` once, and its answer
 * into the cache under the key the components read (a paged listing's as its first page).
 */
function loadContext(
  client: QueryClient,
  input: PageRenderInput,
  url: URL,
  params: PageLoadContext['params'],
): PageLoadContext {
  const loading = new Map<string, Promise<unknown>>();
  async function loadOne(query: LoadableQuery<unknown>): Promise<unknown> {
    const page = pageQueryOf(query.meta);
    if (!page) throw new Error(`Not a page query, the server cannot load it: ${hashKey(query.queryKey)}`);
    const result = await input.resolve(page);
    if (result.status === 'success') {
      const paged = 'initialPageParam' in query;
      client.setQueryData(
        query.queryKey,
        paged ? { pages: [result.data], pageParams: [query.initialPageParam] } : result.data,
      );
      return result.data;
    }
    if (result.status === 'error') {
      keepFailure(client, query.queryKey);
      client
        .getQueryCache()
        .build(client, { queryKey: query.queryKey, ...(query.meta ? { meta: query.meta } : {}) })
        .setState({
          status: 'error',
          error: new ApiError(result.error),
          errorUpdatedAt: Date.now(),
          fetchFailureCount: 1,
          fetchFailureReason: null,
        });
    }
    return undefined;
  }
  const seeds = new Map<string, number>();
  return {
    params,
    search: url.searchParams,
    // As the page's router sees it: a Spanish page's router has /es as its basename.
    pathname: withoutLocale(url.pathname),
    viewer: input.memberEmail ?? 'visitor',
    signedIn: input.memberEmail !== null,
    load: <T,>(query: LoadableQuery<T>): Promise<T | undefined> => {
      const hash = hashKey(query.queryKey);
      let pending = loading.get(hash);
      if (!pending) {
        pending = loadOne(query);
        loading.set(hash, pending);
      }
      return pending as Promise<T | undefined>;
    },
    seed: (scope) => {
      let seed = seeds.get(scope);
      if (seed === undefined) {
        seed = newRandomSeed();
        seeds.set(scope, seed);
        client.setQueryData(randomSeedQueryKey(scope), seed);
      }
      return seed;
    },
  };
}

/** Runs the loads the matched routes declare (the layout's and the page's), all at once. */
async function loadRoutes(
  matches: StaticHandlerContext['matches'],
  context: PageLoadContext,
): Promise<string[]> {
  const modules: string[] = [];
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const handle = route.handle as PageHandle | undefined;
      const routeContext = { ...context, params };
      if (handle?.load) await handle.load(routeContext);
      if (handle?.page) {
        modules.push(`src/app/routes/${handle.page}.tsx`);
        const page = await importPage(handle.page)();
        keepImportedPage(handle.page, page);
        await page.load(routeContext);
      }
    }),
  );
  return modules;
}

/** Counts how often React renders the app for one page: once, its data loaded before (pages.test.ts). */
function Counted({ count, children }: { count: { renders: number }; children: ReactNode }) {
  count.renders += 1;
  return children;
}

export const render: RenderPage = async (input): Promise<PageRenderResult> => {
  setServerSiteName(input.siteName);
  setServerThirdPartyConfig(input.thirdParty);
  const url = new URL(input.url, input.origin);
  const locale = localeOfPath(url.pathname);
  const handler = handlers[locale];
  const i18n = { locale, t: CATALOGUES[locale] };
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status === 301 ? 301 : 302,
      location: context.headers.get('location') ?? '/',
    };
  }
  if (input.memberEmail === null && context.matches.some(({ route }) => requiresAuth(route))) {
    // A members-only page (the route table's `auth: true`) sends a visitor to sign in and back, as
    // RequireAuth does in the browser, before anything is loaded or rendered.
    const here = withoutLocale(`${url.pathname}${url.search}`);
    return { kind: 'redirect', status: 302, location: localizedPath(signInPathFor(here), locale) };
  }
  const client = newQueryClient();
  const staticContext: StaticHandlerContext = context;
  const match = staticContext.matches.at(-1);
  const modules = await loadRoutes(
    staticContext.matches,
    loadContext(client, input, url, match?.params ?? {}),
  );
  // No route matched (a path with a line break or U+2028 escapes even the catch-all): the not-found page.
  const unmatched = staticContext.statusCode === 404 && staticContext.errors !== null;
  const head = pageHead({
    client,
    pattern: unmatched ? '*' : match?.route.index ? '/' : (match?.route.path ?? '*'),
    params: match?.params ?? {},
    url: `${url.pathname}${url.search}`,
    origin: input.origin,
    siteName: input.siteName,
    locale,
    t: i18n.t,
  });
  // The head is made from the loaded data alone: a wrong slug is answered before anything is rendered.
  if (head.redirect && head.status === 200) {
    return { kind: 'redirect', status: 301, location: `${head.redirect}${url.search}` };
  }
  const router = createStaticRouter(handler.dataRoutes, staticContext);
  const count = { renders: 0 };
  const body = await renderToHtml(
    <Counted count={count}>
      <StrictMode>
        <AppProvider queryClient={client} i18n={i18n}>
          <StaticRouterProvider router={router} context={staticContext} hydrate={false} />
        </AppProvider>
      </StrictMode>
    </Counted>,
  );
  // React puts what belongs in <head> at the top of what it renders: the page's <title> and <meta> tags
  // (the head has its own, robots included) and preloads of high-priority images, which go to the head.
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/.exec(body)?.[0] ?? '';
  const preloads = hoisted.match(/<link [^>]*>/g) ?? [];
  return {
    kind: 'page',
    status: head.status,
    body: body.slice(hoisted.length),
    head: [headTags(head, input.siteName), ...preloads].join('\n    '),
    state: serializeQueryState(client),
    // The page's texts are a chunk of their own in the browser: preloaded with the page's module.
    modules: [...modules, messagesModule(locale)],
    renders: count.renders,
    unloaded: client.unloaded(),
  };
};
