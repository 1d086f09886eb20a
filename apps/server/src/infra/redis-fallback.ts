import type { Cache, Load } from './cache.js';
import type { RateLimiter, Verdict } from './rate-limiter.js';
import type { RedisHealth } from './redis-breaker.js';

/**
 * What the site does while Redis is unreachable (docs/decisions/0022): it keeps serving. `isUp` is asked
 * before every use so that nothing waits on a dead connection, and each use is guarded so that nothing
 * waits on a frozen one either (the breaker, docs/decisions/0054); a command that fails anyway (Redis went
 * away mid-request) falls back the same way. Nothing here throws a Redis error to a request.
 */
interface Fallback extends Pick<RedisHealth, 'isUp' | 'guard'> {
  onError: (error: unknown) => void;
}

/** Shared limits while Redis answers; this process's own counters while it does not. */
export class FallbackRateLimiter implements RateLimiter {
  constructor(
    private readonly shared: RateLimiter,
    private readonly local: RateLimiter,
    private readonly fallback: Fallback,
  ) {}

  private async run<T>(use: (limiter: RateLimiter) => Promise<T>): Promise<T> {
    if (this.fallback.isUp()) {
      try {
        return await this.fallback.guard(use(this.shared));
      } catch (error) {
        this.fallback.onError(error);
      }
    }
    return use(this.local);
  }

  hit(key: string, limit: number, windowMs: number): Promise<Verdict> {
    return this.run((limiter) => limiter.hit(key, limit, windowMs));
  }

  check(key: string, limit: number): Promise<Verdict> {
    return this.run((limiter) => limiter.check(key, limit));
  }

  async reset(key: string): Promise<void> {
    // Both: a key counted locally during an outage must not outlive its reset.
    await this.local.reset(key);
    await this.run((limiter) => limiter.reset(key));
  }
}

/** The shared cache while Redis answers; straight to the database while it does not. */
export class FallbackCache implements Cache {
  constructor(
    private readonly shared: Cache,
    private readonly fallback: Fallback,
  ) {}

  async getOrLoad<T>(key: string, tags: readonly string[], ttlMs: number, load: Load<T>): Promise<T> {
    if (!this.fallback.isUp()) return load();
    let loaded: { value: T } | undefined;
    let loadFailed: { error: unknown } | undefined;
    try {
      return await this.shared.getOrLoad(key, tags, ttlMs, async () => {
        try {
          loaded = { value: await load() };
          return loaded.value;
        } catch (error) {
          loadFailed = { error };
          throw error;
        }
      });
    } catch (error) {
      // The loader's own failure (the database) is the request's; only Redis's is swallowed.
      if (loadFailed) throw loadFailed.error;
      this.fallback.onError(error);
      return loaded ? loaded.value : load();
    }
  }
}
