import { describe, expect, it } from 'vitest';
import { cacheTags } from '../infra/cache-tags.js';
import { LocalVersions } from '../infra/versions.js';
import { TestClock } from '../test/harness.js';
import { Rankings, type RankedOrder } from './rankings.js';

function setUp(ranked = 10) {
  const clock = new TestClock();
  const versions = new LocalVersions();
  let list = Array.from({ length: 25 }, (_, i) => 100 - i);
  const reads: { order: RankedOrder; limit: number }[] = [];
  const rankings = new Rankings(
    async (order, limit) => {
      reads.push({ order, limit });
      await new Promise((resolve) => setTimeout(resolve, 5));
      return list.slice(0, limit);
    },
    versions,
    clock,
    ranked,
  );
  return { clock, versions, rankings, reads, replace: (ids: number[]) => (list = ids) };
}

describe('rankings of sorted listings', () => {
  it('answers a page within the ranking as its slice, and nothing past it', async () => {
    const { rankings, reads } = setUp(10);
    expect(await rankings.idsOn('mostviewed', { amount: 4, page: 1 })).toEqual([100, 99, 98, 97]);
    expect(await rankings.idsOn('mostviewed', { amount: 4, page: 2 })).toEqual([96, 95, 94, 93]);
    expect(await rankings.idsOn('mostviewed', { amount: 5, page: 2 })).toEqual([95, 94, 93, 92, 91]);
    // Page 3 of 4 would need ids 9-12: past the ten ranked, the caller reads the index itself.
    expect(await rankings.idsOn('mostviewed', { amount: 4, page: 3 })).toBeUndefined();
    expect(reads).toEqual([{ order: 'mostviewed', limit: 10 }]);
  });

  it('reads a ranking once for requests that wait on it together, and once per order', async () => {
    const { rankings, reads } = setUp();
    await Promise.all([
      rankings.idsOn('newest', { amount: 2, page: 1 }),
      rankings.idsOn('newest', { amount: 2, page: 3 }),
      rankings.idsOn('mostrated', { amount: 2, page: 2 }),
      rankings.idsOn('newest', { amount: 2, page: 2 }),
    ]);
    expect(reads.map((r) => r.order)).toEqual(['newest', 'mostrated']);
  });

  it('reads it again after its 30 s, or at once on a rating, a comment or a catalogue change', async () => {
    const { rankings, reads, clock, versions, replace } = setUp();
    await rankings.idsOn('longest', { amount: 3, page: 1 });
    replace([7, 8, 9]);
    clock.advance(29_000);
    expect(await rankings.idsOn('longest', { amount: 3, page: 1 })).toEqual([100, 99, 98]);
    clock.advance(1_000);
    expect(await rankings.idsOn('longest', { amount: 3, page: 1 })).toEqual([7, 8, 9]);

    replace([1, 2, 3]);
    await versions.bump(cacheTags.stars);
    expect(await rankings.idsOn('longest', { amount: 3, page: 1 })).toEqual([7, 8, 9]);
    await versions.bump(cacheTags.catalogue);
    expect(await rankings.idsOn('longest', { amount: 3, page: 1 })).toEqual([1, 2, 3]);
    replace([4, 5, 6]);
    await versions.bump(cacheTags.toplists);
    expect(await rankings.idsOn('longest', { amount: 3, page: 1 })).toEqual([4, 5, 6]);
    expect(reads).toHaveLength(4);
  });

  it('keeps a ranking read across a catalogue change stale, so the next request reads it again', async () => {
    const { rankings, reads, versions } = setUp();
    const during = rankings.idsOn('toprated', { amount: 1, page: 1 });
    await versions.bump(cacheTags.catalogue);
    await during;
    await rankings.idsOn('toprated', { amount: 1, page: 1 });
    expect(reads).toHaveLength(2);
  });
});
