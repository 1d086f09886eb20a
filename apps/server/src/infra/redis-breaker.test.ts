import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../test/harness.js';
import { redisServerInstalled, startRedisServer } from '../test/redis-server.js';
import { freePort } from '../test/server-process.js';
import { RedisCache } from './cache.js';
import { MemoryRateLimiter } from './rate-limiter.js';
import { RedisBreaker, RedisTimeoutError, within } from './redis-breaker.js';
import { FallbackCache, FallbackRateLimiter } from './redis-fallback.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';
import { connectRedis } from './redis.js';
import { LocalVersions } from './versions.js';

const installed = redisServerInstalled('The Redis breaker test');

const waitUntil = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe('within', () => {
  it('does not count the event loop’s own lateness as a missed answer', async () => {
    // The answer is there when the timer fires (the loop was blocked past the deadline): it wins.
    const answered = new Promise<string>((resolve) => setTimeout(() => resolve('PONG'), 5));
    const waiting = within(answered, 10);
    const blockedUntil = Date.now() + 50;
    while (Date.now() < blockedUntil) {
      // a synchronous task holding the loop
    }
    expect(await waiting).toBe('PONG');
    await expect(within(new Promise(() => undefined), 10)).rejects.toBeInstanceOf(RedisTimeoutError);
  });
});

/** A real redis-server of the test's own, frozen with SIGSTOP: the connection stays up, nothing answers. */
describe.skipIf(!installed)('the Redis breaker with Redis frozen', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-breaker-'));
  let server: ChildProcess;
  let redis: Redis;
  let breaker: RedisBreaker;
  beforeAll(async () => {
    const port = await freePort();
    server = await startRedisServer(port, dir);
    redis = connectRedis(`redis://127.0.0.1:${String(port)}`, 'breaker-test:');
    // Probing every 2 s: nothing but the test's own uses is sent in the moments the test counts them.
    breaker = new RedisBreaker(redis, undefined, 100, 2000);
    await waitUntil(() => breaker.isUp(), 5000);
  });
  afterAll(() => {
    breaker.close();
    redis.disconnect();
    server.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('opens on the first unanswered use, falls back without asking, and closes once Redis answers', async () => {
    const limiter = new FallbackRateLimiter(
      new RedisRateLimiter(redis),
      new MemoryRateLimiter(new TestClock()),
      { isUp: () => breaker.isUp(), guard: (p) => breaker.guard(p), onError: () => undefined },
    );
    const versions = new LocalVersions();
    const cache = new FallbackCache(new RedisCache(redis, versions, breaker), {
      isUp: () => breaker.isUp(),
      guard: (p) => breaker.guard(p),
      onError: () => undefined,
    });
    // A reply error comes from a Redis that answers: the breaker stays closed.
    await expect(breaker.guard(redis.eval('return redis.call("nosuchcommand")', 0))).rejects.toThrow();
    expect(breaker.isOpen).toBe(false);
    expect((await limiter.hit('frozen', 1, 60_000)).allowed).toBe(true);

    server.kill('SIGSTOP');
    try {
      // The connection still looks ready; the first use waits for the breaker's deadline, not ioredis's.
      expect(redis.status).toBe('ready');
      await expect(breaker.guard(redis.get('x'))).rejects.toBeInstanceOf(RedisTimeoutError);
      expect(breaker.isOpen).toBe(true);
      expect(breaker.isUp()).toBe(false);
      // From then on nothing is sent: limits count in the process, the cache loads, bumps are not waited for.
      const queued = redis.commandQueue.length;
      expect((await limiter.hit('frozen', 1, 60_000)).allowed).toBe(true);
      expect((await limiter.hit('frozen', 1, 60_000)).allowed).toBe(false);
      let loads = 0;
      expect(await cache.getOrLoad('k', ['t'], 60_000, async () => ++loads)).toBe(1);
      await versions.bump('t');
      expect(redis.commandQueue.length).toBe(queued);
    } finally {
      server.kill('SIGCONT');
    }
    const resumed = Date.now();
    expect(await waitUntil(() => breaker.isUp(), 5000)).toBe(true);
    expect(Date.now() - resumed).toBeLessThan(5000);
    // Shared again: the count made before the freeze is Redis's own.
    expect((await limiter.hit('frozen', 1, 60_000)).allowed).toBe(false);
    expect(await redis.get('rate:frozen')).toBe('2');
  });
});
