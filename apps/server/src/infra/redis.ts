import { Redis } from 'ioredis';

/**
 * One Redis connection per process, shared by the rate limiter, the cache and the view buffer. Keys are
 * prefixed so that several sites (or test runs) can share a server.
 */
export function connectRedis(url: string, keyPrefix: string): Redis {
  return new Redis(url, {
    keyPrefix,
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    connectTimeout: 3000,
  });
}

export async function assertRedisReachable(redis: Redis): Promise<void> {
  const answer: string = await redis.ping();
  if (answer !== 'PONG') throw new Error(`Redis answered ${answer} to PING`);
}
