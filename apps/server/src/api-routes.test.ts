import { describe, expect, it } from 'vitest';
import { allApiRoutes } from '@starlane/contract';
import { useTestApp } from './test/harness.js';

/** A path as the router matches it: any case, no trailing slash, every parameter alike. */
function normal(path: string): string {
  return path
    .toLowerCase()
    .replace(/\{[^}]+\}|:[a-z]+/g, ':param')
    .replace(/(.)\/$/, '$1');
}

/**
 * The web calls the server only through the contract's route table (apiRoutes): each row must be a route
 * the server answers, with the same method, or the web would call a path that is not there.
 */
describe('the route table of the web client', () => {
  const ctx = useTestApp('sqlite');

  it('names only routes the server registers, each with its method', () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${normal(path)}`),
      ),
    );
    const routes = allApiRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter(
      ({ method, path }) =>
        !documented.has(`${method} ${normal(path)}`) &&
        // Routes left out of the OpenAPI document (the tus endpoint) are asked of the router.
        !ctx.app.hasRoute({ method, url: path }),
    );
    expect(missing).toEqual([]);
  });
});
