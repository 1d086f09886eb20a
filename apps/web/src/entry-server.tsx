/**
 * The server-rendering bundle's entry (built by `vite build --ssr`, loaded by the Fastify server; see
 * docs/decisions/0012). The same route table and components as the browser; the data comes from the
 * server's `resolve` (its services, no HTTP) into a TanStack Query cache under the web's own query keys, and
 * that cache travels with the page so hydration asks the API for nothing it already has.
 */
import { isValidElement, StrictMode, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { QueryClient, type Query } from '@tanstack/react-query';
import {
  pageQueryKey,
  type PageRenderInput,
  type PageRenderResult,
  type RenderPage,
} from '@starlane/contract';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/route-table';
import { guardAuthRoutes } from '@/features/auth/lib/auth-routes';
import { ApiError } from '@/lib/api-client';
import { pageQueryOf } from '@/lib/define-query';
import { setServerSiteName } from '@/lib/site';
import { setServerThirdPartyConfig } from '@/lib/third-party-config';
import { headTags, pageHead } from '@/app/ssr/head';
import { keepFailure, serializeQueryState } from '@/app/ssr/query-state';

const appRoutes = guardAuthRoutes(routes);

/**
 * The page module each lazy route component loads, as a Vite module id ("src/app/routes/home.tsx"), read
 * from the `import()` React keeps in the unresolved `lazy` payload (its chunk is named after the module).
 * Nothing is imported for this: loading every page module up front changed what some pages render.
 */
const pageModuleIds = new WeakMap<object, string>();
(function collect(list: readonly RouteObject[]) {
  for (const route of list) {
    const payload = (route.Component as { _payload?: { _status?: number; _result?: unknown } } | undefined)
      ?._payload;
    const chunk = /\/([\w.-]+?)-[\w-]{8}\.js["']\)/.exec(String(payload?._result))?.[1];
    if (route.Component && chunk) pageModuleIds.set(route.Component, `src/app/routes/${chunk}.tsx`);
    if (route.children) collect(route.children);
  }
})(routes);

/**
 * The Vite module id of the page a route rendered (the browser preloads its chunk, 0040); nothing when React
 * changes its `lazy` payload (no preload, the page still works: pages.test.ts checks the preload is there).
 */
function pageModuleOf(component: unknown): string | undefined {
  return typeof component === 'object' && component !== null ? pageModuleIds.get(component) : undefined;
}
const handler = createStaticHandler(appRoutes);

/** Rounds of "render, load what the render asked for": home needs two (categories, then their videos). */
const MAX_DATA_ROUNDS = 4;

function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Nothing is fetched on the server by TanStack itself: `resolve` fills the cache.
      queries: { retry: false, staleTime: 60_000, gcTime: Number.POSITIVE_INFINITY },
    },
  });
}

/** Renders `element` completely (Suspense and lazy pages resolved) and answers the HTML. */
async function renderToHtml(element: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(element, {
    // The whole page is sent at once (it is cached and tagged, and its status depends on its data): no
    // boundary may be outlined behind an inline swap script, which would need JavaScript to show.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      // Errors inside Suspense boundaries are rendered by the browser instead; say so in the logs.
      if (!(error instanceof ApiError)) console.error('Server rendering failed in part', error);
    },
  });
  await stream.allReady;
  return new Response(stream).text();
}

const isPendingIdle = (query: Query) =>
  query.state.status === 'pending' && query.state.fetchStatus === 'idle';

/** Loads, through the server's `resolve`, every query the render asked for that has no data yet. */
async function loadAsked(client: QueryClient, input: PageRenderInput, tried: Set<string>): Promise<number> {
  const asked = client
    .getQueryCache()
    .getAll()
    .filter((query) => isPendingIdle(query) && !tried.has(query.queryHash));
  await Promise.all(
    asked.map(async (query) => {
      tried.add(query.queryHash);
      const page = pageQueryOf(query.meta);
      // Not a page query: only the browser can read it.
      if (!page) return;
      const infinite = 'initialPageParam' in query.options;
      const result = await input.resolve(page);
      if (result.status === 'success') {
        // A paged listing's data is its pages: the server answers the first.
        client.setQueryData(
          query.queryKey,
          infinite ? { pages: [result.data], pageParams: [1] } : result.data,
        );
      } else if (result.status === 'error') {
        keepFailure(client, query.queryKey);
        query.setState({
          status: 'error',
          error: new ApiError(result.error),
          errorUpdatedAt: Date.now(),
          fetchFailureCount: 1,
          fetchFailureReason: null,
        });
      }
    }),
  );
  return asked.length;
}

export const render: RenderPage = async (input): Promise<PageRenderResult> => {
  setServerSiteName(input.siteName);
  setServerThirdPartyConfig(input.thirdParty);
  const url = new URL(input.url, input.origin);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status === 301 ? 301 : 302,
      location: context.headers.get('location') ?? '/',
    };
  }
  const client = newQueryClient();
  const staticContext: StaticHandlerContext = context;
  const router = createStaticRouter(handler.dataRoutes, staticContext);
  const app = (
    <StrictMode>
      <AppProvider queryClient={client}>
        <StaticRouterProvider router={router} context={staticContext} hydrate={false} />
      </AppProvider>
    </StrictMode>
  );

  const tried = new Set<string>();
  // The auth check renders first everywhere: answer it before the first round.
  client.setQueryData(
    pageQueryKey('auth/ping'),
    input.memberEmail ? { status: 'signedIn', email: input.memberEmail } : { status: 'anonymous' },
  );
  let body = await renderToHtml(app);
  for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
    if ((await loadAsked(client, input, tried)) === 0) break;
    body = await renderToHtml(app);
  }

  const match = staticContext.matches.at(-1);
  // No route matched (a path with a line break or U+2028 escapes even the catch-all): the not-found page.
  const unmatched = staticContext.statusCode === 404 && staticContext.errors !== null;
  const head = pageHead({
    client,
    pattern: unmatched ? '*' : match?.route.index ? '/' : (match?.route.path ?? '*'),
    params: match?.params ?? {},
    url: `${url.pathname}${url.search}`,
    origin: input.origin,
    siteName: input.siteName,
  });
  if (head.redirect && head.status === 200) {
    return { kind: 'redirect', status: 301, location: `${head.redirect}${url.search}` };
  }
  // React puts what belongs in <head> at the top of what it renders: the page's <title> and <meta> tags
  // (the head has its own, robots included) and preloads of high-priority images, which go to the head.
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/.exec(body)?.[0] ?? '';
  // The static router turns a route's `Component` into `element` (<Component />).
  const routeElement = match?.route.element;
  const pageModule = pageModuleOf(
    match?.route.Component ?? (isValidElement(routeElement) ? routeElement.type : undefined),
  );
  const preloads = hoisted.match(/<link [^>]*>/g) ?? [];
  return {
    kind: 'page',
    status: head.status,
    body: body.slice(hoisted.length),
    head: [headTags(head, input.siteName), ...preloads].join('\n    '),
    state: serializeQueryState(client),
    modules: pageModule ? [pageModule] : [],
  };
};
