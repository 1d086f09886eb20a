import { expect } from 'vitest';
import type { Cache } from '../infra/cache.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { Versions } from '../infra/versions.js';

/**
 * Every cache must drop a value whose load saw a bump: what it read may predate the write that bumped, so the
 * next read loads again, and the value of that second load is kept.
 */
export async function expectLoadAcrossBumpStale(cache: Cache, versions: Versions): Promise<void> {
  let loads = 0;
  const load = async () => {
    loads++;
    // A write commits while the value is being read.
    if (loads === 1) await versions.bump(cacheTags.categories);
    return { n: loads };
  };

  expect(await cache.getOrLoad('categories', [cacheTags.categories], 60_000, load)).toEqual({ n: 1 });
  expect(await cache.getOrLoad('categories', [cacheTags.categories], 60_000, load)).toEqual({ n: 2 });
  expect(await cache.getOrLoad('categories', [cacheTags.categories], 60_000, load)).toEqual({ n: 2 });
}
