import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorBody } from '@starlane/contract';

interface KnownRoute {
  methods: string[];
  pattern: RegExp;
}

/** A route path such as `/api/actor/:id` as a regular expression matching real paths, any case. */
function patternOf(url: string): RegExp {
  const source = url
    .replace(/\/+$/, '')
    .split('/')
    .map((part) =>
      part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

const pathKey = (path: string): string => path.toLowerCase().replace(/\/+$/, '') || '/';

/** Which methods answer which paths; every route is recorded as it is registered. */
export interface RouteMethods {
  /** The methods other than `method` that answer `path` (HEAD along with GET), sorted; none for an unknown path. */
  otherMethods(method: string, path: string): string[];
}

/**
 * The one way a known path asked with another method is answered (docs/http-contract.md): 405, an Allow header and the
 * error body. The original API changed state with GETs; we take POST only (a cookie-carrying GET is open
 * to cross-site request forgery), so a GET there learns the method to use.
 */
export function answerMethodNotAllowed(reply: FastifyReply, method: string, allowed: string[]): FastifyReply {
  const title =
    allowed.length === 1 && allowed[0] === 'POST'
      ? 'This call changes data: send it as POST'
      : `${method} is not allowed here; use ${allowed.join(' or ')}`;
  return reply
    .status(405)
    .header('allow', allowed.join(', '))
    .send({ status: 405, title } satisfies ErrorBody);
}

/**
 * Records every route's methods. Requests no route takes reach the not-found handler, which asks
 * `otherMethods`; a request a parametric route takes although a fixed path of that name exists for other
 * methods (GET `/api/favourite/favourite`, taken by GET `/api/favourite/:id`) is answered 405 here, since
 * a fixed path always means that call.
 */
export function trackRouteMethods(app: FastifyInstance): RouteMethods {
  const routes: KnownRoute[] = [];
  const fixedPaths = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const methods = ([] as string[]).concat(route.method);
    routes.push({ methods, pattern: patternOf(route.url) });
    if (!route.url.includes(':')) {
      const known = fixedPaths.get(pathKey(route.url)) ?? new Set<string>();
      for (const method of methods) known.add(method);
      fixedPaths.set(pathKey(route.url), known);
    }
  });
  const index: RouteMethods = {
    otherMethods(method, path) {
      // A fixed path means its own call, whatever parametric routes would also match it.
      const allowed = new Set(fixedPaths.get(pathKey(path)));
      if (allowed.size === 0) {
        for (const route of routes)
          if (route.pattern.test(path)) for (const m of route.methods) allowed.add(m);
      }
      allowed.delete(method);
      if (allowed.has('GET')) allowed.add('HEAD');
      return [...allowed].sort();
    },
  };
  app.addHook('onRequest', async (request, reply) => {
    // A method no route takes (QUERY, PROPFIND, PUT...) on a known path: 405 here, before the body is
    // read, since Fastify would otherwise refuse a QUERY without a content type with a 400. GET and HEAD
    // go on to the not-found handler, where a page may answer them.
    if (request.is404 && request.method !== 'GET' && request.method !== 'HEAD') {
      const path = request.url.split('?')[0] ?? '/';
      const allowed = index.otherMethods(request.method, path);
      if (allowed.length > 0) return answerMethodNotAllowed(reply, request.method, allowed);
      return;
    }
    if (!request.routeOptions.url?.includes(':')) return;
    const path = request.url.split('?')[0] ?? '/';
    const fixed = fixedPaths.get(pathKey(path));
    if (fixed && !fixed.has(request.method)) {
      return answerMethodNotAllowed(reply, request.method, index.otherMethods(request.method, path));
    }
  });
  return index;
}
