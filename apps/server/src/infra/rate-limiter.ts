import type { Clock } from './clock.js';

export interface Verdict {
  allowed: boolean;
  /** Whole seconds until the window resets, for Retry-After. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters. The in-process one serves a single process; with REDIS_URL a shared one takes
 * its place so that limits hold across processes.
 */
export interface RateLimiter {
  /** Counts one event under `key` and says whether it was within `limit` per window. */
  hit(key: string, limit: number, windowMs: number): Promise<Verdict>;
  /** Whether `key` has already reached `limit`, without counting. */
  check(key: string, limit: number): Promise<Verdict>;
  reset(key: string): Promise<void>;
}

/** At most this many keys are counted in one process's memory (a flood of distinct keys cannot grow it). */
export const MEMORY_RATE_LIMIT_MAX_KEYS = 100_000;

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private hitsSincePrune = 0;

  constructor(
    private readonly clock: Clock,
    private readonly maxKeys = MEMORY_RATE_LIMIT_MAX_KEYS,
  ) {}

  /** How many keys are counted now (for the bound's test). */
  get size(): number {
    return this.windows.size;
  }

  private current(key: string): { count: number; resetAt: number } | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.clock.now().getTime()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private verdict(window: { count: number; resetAt: number } | undefined, limit: number): Verdict {
    const now = this.clock.now().getTime();
    const allowed = !window || window.count <= limit;
    return { allowed, retryAfterSeconds: window ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0 };
  }

  async hit(key: string, limit: number, windowMs: number): Promise<Verdict> {
    if (++this.hitsSincePrune > 1000) this.prune();
    const window = this.current(key) ?? { count: 0, resetAt: this.clock.now().getTime() + windowMs };
    window.count += 1;
    // Full (expired windows are pruned every 1000 hits): the window opened longest ago goes, as Map keeps
    // insertion order. Only a flood of distinct keys gets here; it may make a few counts be forgotten but can
    // never exhaust memory.
    if (!this.windows.has(key) && this.windows.size >= this.maxKeys)
      this.windows.delete(this.windows.keys().next().value!);
    this.windows.set(key, window);
    return this.verdict(window, limit);
  }

  async check(key: string, limit: number): Promise<Verdict> {
    const window = this.current(key);
    return window && window.count >= limit
      ? { ...this.verdict(window, limit), allowed: false }
      : { allowed: true, retryAfterSeconds: 0 };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private prune(): void {
    this.hitsSincePrune = 0;
    const now = this.clock.now().getTime();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
