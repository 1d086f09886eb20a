import { describe, expect, it } from 'vitest';
import type { Clock } from './clock.js';
import { MemoryCache } from './cache.js';
import { cacheTags } from './cache-tags.js';
import { LocalVersions } from './versions.js';
import { expectLoadAcrossBumpStale } from '../test/caches.js';

class ManualClock implements Clock {
  at = Date.parse('2026-01-15T12:00:00.000Z');
  now(): Date {
    return new Date(this.at);
  }
}

describe('the memory cache', () => {
  const setup = () => {
    const clock = new ManualClock();
    const versions = new LocalVersions();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    return { clock, versions, cache: new MemoryCache(clock, versions), load };
  };

  it('serves a value until one of its tags is bumped', async () => {
    const { cache, versions, load } = setup();
    const tags = [cacheTags.toplists, cacheTags.catalogue];

    expect(await cache.getOrLoad('toplist:mostviewed:12', tags, 30_000, load)).toEqual({ n: 1 });
    await versions.bump(cacheTags.video(3), cacheTags.categories);
    expect(await cache.getOrLoad('toplist:mostviewed:12', tags, 30_000, load)).toEqual({ n: 1 });
    await versions.bump(cacheTags.catalogue);
    expect(await cache.getOrLoad('toplist:mostviewed:12', tags, 30_000, load)).toEqual({ n: 2 });
  });

  it('loads again once the TTL has run out', async () => {
    const { cache, clock, load } = setup();
    await cache.getOrLoad('k', [], 1_000, load);
    clock.at += 999;
    expect(await cache.getOrLoad('k', [], 1_000, load)).toEqual({ n: 1 });
    clock.at += 1;
    expect(await cache.getOrLoad('k', [], 1_000, load)).toEqual({ n: 2 });
  });

  it('keeps a value loaded across a bump stale, so the next read loads again', async () => {
    const { cache, versions } = setup();
    await expectLoadAcrossBumpStale(cache, versions);
  });
});
