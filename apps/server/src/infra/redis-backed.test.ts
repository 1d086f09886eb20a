import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimiter } from './redis-rate-limiter.js';
import { expectLoadAcrossBumpStale } from '../test/caches.js';
import { redisAvailable, TEST_REDIS_URL } from '../test/harness.js';
import { RedisCache } from './cache.js';
import { cacheTags } from './cache-tags.js';
import { LocalVersions } from './versions.js';
import { connectRedis } from './redis.js';

/** Two connections stand for two app processes sharing one Redis. */
describe.skipIf(!redisAvailable)('Redis-backed limits and caches', () => {
  const prefix = `test:${randomBytes(4).toString('hex')}:`;
  let one: Redis;
  let two: Redis;

  beforeAll(() => {
    one = connectRedis(TEST_REDIS_URL, prefix);
    two = connectRedis(TEST_REDIS_URL, prefix);
  });
  afterAll(async () => {
    const keys = await one.keys(`${prefix}*`);
    if (keys.length > 0) await one.del(...keys.map((k) => k.slice(prefix.length)));
    await one.quit();
    await two.quit();
  });

  it('counts a rate limit across processes, with a Retry-After, and resets it', async () => {
    const [a, b] = [new RedisRateLimiter(one), new RedisRateLimiter(two)];
    const verdicts = [];
    for (let i = 0; i < 3; i++)
      verdicts.push(await a.hit('login:x', 4, 60_000), await b.hit('login:x', 4, 60_000));

    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, true, false, false]);
    expect(verdicts[5]!.retryAfterSeconds).toBeGreaterThan(50);
    expect((await b.check('login:x', 4)).allowed).toBe(false);
    await a.reset('login:x');
    expect((await b.check('login:x', 4)).allowed).toBe(true);
  });

  it('shares cached values, and a bump on one process drops them for every process', async () => {
    // Each process has versions of its own: the bump reaches the other through Redis alone.
    const [versionsA, versionsB] = [new LocalVersions(), new LocalVersions()];
    const [a, b] = [new RedisCache(one, versionsA), new RedisCache(two, versionsB)];
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const tags = [cacheTags.toplists, cacheTags.catalogue];

    expect(await a.getOrLoad('lists', tags, 60_000, load)).toEqual({ n: 1 });
    expect(await b.getOrLoad('lists', tags, 60_000, load)).toEqual({ n: 1 });
    await versionsB.bump(cacheTags.toplists);
    expect(await a.getOrLoad('lists', tags, 60_000, load)).toEqual({ n: 2 });
    expect(await b.getOrLoad('lists', tags, 60_000, load)).toEqual({ n: 2 });
    await versionsA.bump(cacheTags.video(1));
    expect(await b.getOrLoad('lists', tags, 60_000, load)).toEqual({ n: 2 });
  });

  it('keeps a value loaded across a bump stale, so the next read loads again', async () => {
    const versions = new LocalVersions();
    await expectLoadAcrossBumpStale(new RedisCache(one, versions), versions);
  });
});
