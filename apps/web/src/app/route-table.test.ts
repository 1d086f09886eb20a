import { describe, expect, it } from 'vitest';
import { pagePaths } from '@starlane/contract';
import { importPage, pageRoutes } from './route-table';

describe('the route table', () => {
  it('has a page for every pattern of the contract, and no other', () => {
    const routed = pageRoutes.map((route) => (route.index ? '/' : route.path)).filter((path) => path !== '*');
    expect(new Set(routed)).toEqual(new Set(Object.values(pagePaths)));
    expect(routed).toHaveLength(Object.values(pagePaths).length);
  });

  it('names a page module for every route, and each says what the server loads for it', async () => {
    for (const route of pageRoutes) {
      const name = route.handle?.page;
      expect(name, `route ${String(route.path ?? '/')}`).toBeTypeOf('string');
      const page = await importPage(name ?? '')();
      expect(page.default, name).toBeTypeOf('function');
      expect(page.load, name).toBeTypeOf('function');
    }
    // Every page module is imported (and transformed) here, which takes a while on a busy machine.
  }, 60_000);
});
