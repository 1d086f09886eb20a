import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimiter } from '../security/redis-rate-limiter.js';
import { redisAvailable, TEST_REDIS_URL } from '../test/harness.js';
import { RedisViewBuffer } from '../videos/view-recorder.js';
import { RedisCache } from './cache.js';
import { connectRedis } from './redis.js';

/** Two connections stand for two app processes sharing one Redis. */
describe.skipIf(!redisAvailable)('Redis-backed limits, caches and view buffers', () => {
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

  it('shares cached values and drops a whole namespace for every process at once', async () => {
    const [a, b] = [new RedisCache(one), new RedisCache(two)];
    let loads = 0;
    const load = async () => ({ n: ++loads });

    expect(await a.getOrLoad('lists', 'k', 60_000, load)).toEqual({ n: 1 });
    expect(await b.getOrLoad('lists', 'k', 60_000, load)).toEqual({ n: 1 });
    await b.invalidate('lists');
    expect(await a.getOrLoad('lists', 'k', 60_000, load)).toEqual({ n: 2 });
  });

  it('hands each buffered view to exactly one flushing process', async () => {
    const [a, b] = [new RedisViewBuffer(one), new RedisViewBuffer(two)];
    for (let i = 0; i < 50; i++)
      await (i % 2 ? a : b).push({ videoId: i, memberId: null, at: '2026-01-01T00:00:00.000Z' });

    const taken = await Promise.all([a.take(30), b.take(30), a.take(30)]);

    const ids = taken.flat().map((v) => v.videoId);
    expect(ids).toHaveLength(50);
    expect(new Set(ids).size).toBe(50);
  });
});
