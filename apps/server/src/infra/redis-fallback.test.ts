import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../test/harness.js';
import { MemoryRateLimiter } from './rate-limiter.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';
import { RedisCache } from './cache.js';
import { connectRedis, redisUp } from './redis.js';
import { connectionHealth } from './redis-breaker.js';
import { FallbackCache, FallbackRateLimiter } from './redis-fallback.js';
import { LocalVersions } from './versions.js';

/** Redis on a port where nothing listens: the site must keep limiting and serving, and never wait. */
describe('with Redis unreachable', () => {
  let redis: Redis;
  const errors: unknown[] = [];
  beforeAll(() => {
    redis = connectRedis('redis://127.0.0.1:9', 'fallback-test:');
  });
  afterAll(() => redis.disconnect());

  const fallback = () => ({
    isUp: () => redisUp(redis),
    guard: <T>(pending: Promise<T>) => pending,
    onError: (error: unknown) => errors.push(error),
  });

  it('counts rate limits in the process instead, at once', async () => {
    const limiter = new FallbackRateLimiter(
      new RedisRateLimiter(redis),
      new MemoryRateLimiter(new TestClock()),
      fallback(),
    );
    const started = performance.now();
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push((await limiter.hit('signin:10.0.0.1', 3, 60_000)).allowed);

    expect(verdicts).toEqual([true, true, true, false]);
    expect((await limiter.check('signin:10.0.0.1', 3)).allowed).toBe(false);
    await limiter.reset('signin:10.0.0.1');
    expect((await limiter.check('signin:10.0.0.1', 3)).allowed).toBe(true);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('bypasses the cache, loading every time, and passes the loader’s own failure on', async () => {
    const versions = new LocalVersions();
    const cache = new FallbackCache(new RedisCache(redis, versions, connectionHealth(redis)), fallback());
    let loads = 0;
    const load = async () => ++loads;

    expect(await cache.getOrLoad('toplist', ['catalogue'], 60_000, load)).toBe(1);
    expect(await cache.getOrLoad('toplist', ['catalogue'], 60_000, load)).toBe(2);
    await expect(
      cache.getOrLoad('toplist', ['catalogue'], 60_000, () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    // A write's bump does not wait on the dead connection.
    const started = performance.now();
    await versions.bump('catalogue');
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('falls back when a command fails although the connection looked up', async () => {
    const limiter = new FallbackRateLimiter(
      {
        hit: () => Promise.reject(new Error('gone mid-request')),
        check: () => Promise.reject(new Error('x')),
        reset: () => Promise.reject(new Error('x')),
      },
      new MemoryRateLimiter(new TestClock()),
      { isUp: () => true, guard: (pending) => pending, onError: (error) => errors.push(error) },
    );

    expect((await limiter.hit('k', 1, 1000)).allowed).toBe(true);
    expect((await limiter.hit('k', 1, 1000)).allowed).toBe(false);
    expect(errors.length).toBeGreaterThan(0);
  });
});
