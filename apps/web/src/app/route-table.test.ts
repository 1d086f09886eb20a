import { describe, expect, it } from 'vitest';
import { membersOnlyPages, pagePaths, type PageName } from '@starlane/contract';
import { importPage, pageModuleName, pageRoutes } from './route-table';

describe('the route table', () => {
  it('routes every pattern of the contract to the module named after it, members-only pages guarded', () => {
    const routed = pageRoutes.filter((route) => route.path !== '*');
    expect(routed.map((route) => (route.index ? '/' : route.path))).toEqual(Object.values(pagePaths));
    const names = Object.keys(pagePaths) as PageName[];
    expect(routed.map((route) => route.handle?.page)).toEqual(names.map(pageModuleName));
    expect(routed.filter((route) => route.handle?.auth).map((route) => route.path)).toEqual(
      membersOnlyPages.map((name) => pagePaths[name]),
    );
    expect(pageModuleName('myPlaylists')).toBe('my-playlists');
    expect(pageModuleName('records2257')).toBe('records-2257');
  });

  it('has a page for every module of src/app/routes/, and no module without a page', () => {
    const modules = Object.keys(import.meta.glob(['./routes/*.tsx', '!./routes/*.test.tsx'])).map((file) =>
      file.slice('./routes/'.length, -'.tsx'.length),
    );
    const pages = new Set(pageRoutes.map((route) => route.handle?.page));
    expect(modules.filter((module) => !pages.has(module))).toEqual([]);
  });

  it('finds each page module, and each says what the server loads for it', async () => {
    for (const route of pageRoutes) {
      const name = route.handle?.page ?? '';
      const page = await importPage(name)();
      expect(page.default, name).toBeTypeOf('function');
      expect(page.load, name).toBeTypeOf('function');
    }
    // Every page module is imported (and transformed) here, which takes a while on a busy machine.
  }, 60_000);
});
