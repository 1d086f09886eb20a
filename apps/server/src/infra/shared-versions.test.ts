import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAvailable, TEST_REDIS_URL } from '../test/harness.js';
import { connectRedis } from './redis.js';
import { isBumpMessage, RedisVersions } from './shared-versions.js';
import { LocalVersions } from './versions.js';

describe.skipIf(!redisAvailable)('RedisVersions', () => {
  const prefix = `test:${randomBytes(4).toString('hex')}:`;
  const connections: Redis[] = [];
  const connect = () => {
    const redis = connectRedis(TEST_REDIS_URL, prefix);
    connections.push(redis);
    return redis;
  };
  afterAll(async () => {
    for (const redis of connections) await redis.quit().catch(() => undefined);
  });

  /** One process's versions: a publishing connection and a subscribed one. */
  let made = 0;
  async function processVersions(): Promise<RedisVersions> {
    const publisher = connect();
    const versions = new RedisVersions(
      new LocalVersions(),
      publisher,
      connect(),
      `${prefix}versions`,
      (e) => {
        throw e;
      },
    );
    made++;
    // Wait until every subscriber made so far is subscribed.
    for (let i = 0; i < 100; i++) {
      const [, count] = (await publisher.pubsub('NUMSUB', `${prefix}versions`)) as [string, number];
      if (Number(count) >= made) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    return versions;
  }

  it('hands a bump made by one process to the other, which tells its listeners', async () => {
    const [a, b] = [await processVersions(), await processVersions()];
    const before = b.current('video:1');
    const heard = new Promise<readonly string[]>((resolve) => b.onBump(resolve));

    const localBefore = a.current('video:1');
    await a.bump('video:1', 'catalogue');
    expect(a.current('video:1')).not.toBe(localBefore);

    expect(await heard).toEqual(['video:1', 'catalogue']);
    expect(b.current('video:1')).not.toBe(before);
    expect(b.current('video:2')).toBe(b.current('never-bumped'));
    await a.close();
    await b.close();
  });
});

describe('isBumpMessage', () => {
  it('knows a bump from any other message', () => {
    expect(isBumpMessage({ type: 'starlane:bump', tags: ['a'] })).toBe(true);
    expect(isBumpMessage({ type: 'other', tags: ['a'] })).toBe(false);
    expect(isBumpMessage('starlane:bump')).toBe(false);
    expect(isBumpMessage(null)).toBe(false);
  });
});
