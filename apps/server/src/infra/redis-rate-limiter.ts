import type { Redis } from 'ioredis';
import type { RateLimiter, Verdict } from './rate-limiter.js';

/** INCR and set the window's expiry on the first hit, atomically: every process counts in one place. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}
`;

export class RedisRateLimiter implements RateLimiter {
  constructor(private readonly redis: Redis) {}

  private key(key: string): string {
    return `rate:${key}`;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<Verdict> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.key(key), String(windowMs))) as [
      number,
      number,
    ];
    return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(ttl, 0) / 1000)) };
  }

  async check(key: string, limit: number): Promise<Verdict> {
    const [count, ttl] = await Promise.all([this.redis.get(this.key(key)), this.redis.pttl(this.key(key))]);
    if (Number(count ?? 0) < limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(ttl, 0) / 1000)) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }
}
