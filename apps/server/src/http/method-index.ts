import type { FastifyInstance } from 'fastify';

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

/**
 * Remembers which methods each route answers, so that a known path asked with another method gets 405 and
 * an Allow header (API.md) rather than 404.
 */
export function trackRouteMethods(app: FastifyInstance): (method: string, path: string) => string[] {
  const routes: KnownRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const methods = ([] as string[]).concat(route.method);
    routes.push({ methods, pattern: patternOf(route.url) });
  });
  return (method, path) => {
    const allowed = new Set<string>();
    for (const route of routes) if (route.pattern.test(path)) for (const m of route.methods) allowed.add(m);
    allowed.delete(method);
    if (allowed.has('GET')) allowed.add('HEAD');
    return [...allowed].sort();
  };
}
