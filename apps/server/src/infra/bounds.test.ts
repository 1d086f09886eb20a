import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { TestClock } from '../test/harness.js';
import { MemoryCache } from './cache.js';
import { MEMORY_RATE_LIMIT_MAX_KEYS, MemoryRateLimiter } from './rate-limiter.js';
import { ResponseCache } from './response-cache.js';
import { LocalVersions } from './versions.js';

/**
 * Every structure a process keeps in memory has a bound that no client can push past, however many
 * distinct keys it sends (addresses, ids, URLs): each is flooded with far more distinct keys than its bound,
 * at its production size, and must stay within it.
 */
describe('in-memory structures under a flood of distinct keys', () => {
  it('the rate limiter counts at most its maximum of keys and still limits the latest', async () => {
    const limiter = new MemoryRateLimiter(new TestClock());
    const flood = MEMORY_RATE_LIMIT_MAX_KEYS + 50_000;
    for (let i = 0; i < flood; i++) await limiter.hit(`login:10.${i}`, 5, 15 * 60_000);

    expect(limiter.size).toBeLessThanOrEqual(MEMORY_RATE_LIMIT_MAX_KEYS);
    for (let i = 0; i < 5; i++) await limiter.hit('login:last', 5, 60_000);
    expect((await limiter.hit('login:last', 5, 60_000)).allowed).toBe(false);
  });

  it('the value cache holds at most 2000 entries', async () => {
    const versions = new LocalVersions();
    const cache = new MemoryCache(new TestClock(), versions);
    for (let i = 0; i < 10_000; i++)
      await cache.getOrLoad(`search:${i}`, ['catalogue'], 60_000, async () => i);

    expect(cache.size).toBeLessThanOrEqual(2000);
  });

  it('the versions table holds at most its maximum of tags and never reissues a number', async () => {
    const versions = new LocalVersions();
    const before = versions.current('video:1');
    for (let i = 0; i < 250_000; i++) await versions.bump(`video:${i}`);

    expect(versions.size).toBeLessThanOrEqual(100_000);
    expect(versions.current('video:1')).not.toBe(before);
  });

  it('the response cache keeps the process within its byte budget', () => {
    const clock = new TestClock();
    const maxBytes = 1024 * 1024;
    const offered = 20_000;
    const bodyBytes = 2000;
    const before = retained();
    const cache = new ResponseCache({ maxBytes, versions: new LocalVersions(), clock });
    // A body of its own per URL (as answers are), so that what the cache keeps is what the process keeps.
    for (let i = 0; i < offered; i++)
      cache.set(
        `/api/video/getmovie?id=${i}`,
        { body: Buffer.alloc(bodyBytes, i % 256), etag: `"${i}"`, contentType: 'application/json' },
        [],
        60_000,
      );
    const grown = retained() - before;

    // 40 MB were offered; the process holds the budget and the entries' keys and bookkeeping, no more.
    expect(grown, `${(grown / 1024 / 1024).toFixed(1)} MB retained`).toBeLessThan(maxBytes + 3 * 1024 * 1024);
    expect(cache.stats().entries).toBeLessThan(offered);
  });
});

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** The bytes the process holds after a full collection: the JavaScript heap and the buffers outside it. */
function retained(): number {
  collectGarbage();
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}
