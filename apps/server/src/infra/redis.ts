import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * One Redis connection per process, shared by the rate limiter and the cache. Keys are prefixed so that
 * several sites (or test runs) can share a server.
 *
 * Redis is an accelerator, never a dependency (docs/decisions/0022): while it is unreachable every user of
 * this connection falls back (caches are bypassed, rate limits count in this process), so a command must
 * fail fast instead of waiting in a queue: no retry, one second at most, and users check `redisUp` before
 * asking at all. The connection keeps retrying every second and the site uses Redis again once it answers.
 */
export function connectRedis(url: string, keyPrefix: string, logger?: Logger): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    lazyConnect: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1000,
    enableOfflineQueue: true,
    connectTimeout: 3000,
    retryStrategy: (times) => Math.min(times * 200, 1000),
  });
  let reported = false;
  // Without a listener ioredis prints every failed reconnect; one line per outage is enough.
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    logger?.warn(
      { event: 'outage.start', component: 'redis', err: error },
      'redis unreachable: caches bypassed, rate limits per process until it returns',
    );
  });
  redis.on('ready', () => {
    if (reported) {
      logger?.info(
        { event: 'outage.end', component: 'redis' },
        'redis is back: caches and rate limits are shared again',
      );
    }
    reported = false;
  });
  return redis;
}

/** Whether the connection is up now: users skip Redis entirely while it is not. */
export function redisUp(redis: Redis): boolean {
  return redis.status === 'ready';
}

/** Waits until Redis answers, at most `timeoutMs`; answers whether it did. The site starts either way. */
export async function waitForRedis(redis: Redis, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (redisUp(redis)) {
      try {
        if ((await redis.ping()) === 'PONG') return true;
      } catch {
        // not yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
