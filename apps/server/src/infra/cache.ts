import type { Redis } from 'ioredis';
import type { Clock } from './clock.js';
import { connectionHealth, type RedisHealth } from './redis-breaker.js';
import { unchanged, versionsOf, type Versions } from './versions.js';

/**
 * A short-lived cache of hot, shared values (categories, toplist first pages, related videos, search). An
 * entry carries the cache tags of what it shows and is dropped once one of them is bumped through
 * `Versions` (docs/decisions/0011) or its TTL runs out. Keys are the caller's: prefix them by use.
 */
export interface Cache {
  getOrLoad<T>(key: string, tags: readonly string[], ttlMs: number, load: Load<T>): Promise<T>;
}

/** What computes a value on a miss: the database, as a rule. */
export type Load<T> = () => Promise<T>;

const MAX_ENTRIES = 2000;

/** This process's memory, checked against the process's versions. */
export class MemoryCache implements Cache {
  private readonly entries = new Map<
    string,
    { value: unknown; tags: readonly string[]; versions: number[]; expiresAt: number }
  >();

  constructor(
    private readonly clock: Clock,
    private readonly versions: Versions,
  ) {}

  /** How many entries are held now (for the bound's test). */
  get size(): number {
    return this.entries.size;
  }

  async getOrLoad<T>(key: string, tags: readonly string[], ttlMs: number, load: Load<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (
      hit &&
      hit.expiresAt > this.clock.now().getTime() &&
      unchanged(this.versions, hit.tags, hit.versions)
    ) {
      return hit.value as T;
    }
    // Taken before loading: a bump during the load leaves the entry stale rather than fresh.
    const versions = versionsOf(this.versions, tags);
    const value = await load();
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest first: Map keeps insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, tags, versions, expiresAt: this.clock.now().getTime() + ttlMs });
    return value;
  }
}

/**
 * Shared by every process through Redis. Each bump this process makes is counted in Redis too (one counter
 * per tag), and an entry keeps the counters of its tags from when it was made, so a bump on any process
 * drops the entry for all of them: one MGET reads the entry and its tags' counters together. Counters
 * expire a day after their last bump, so Redis keeps only the recent ones; no entry lives that long, so
 * a counter that went (and reads '0' again) can never make an old entry look current.
 */
export class RedisCache implements Cache {
  /** A bump this process could not count in Redis: every shared entry is suspect once Redis is back. */
  private missedBump = false;

  constructor(
    private readonly redis: Redis,
    versions: Versions,
    private readonly health: RedisHealth = connectionHealth(redis),
  ) {
    versions.onBump(async (tags) => {
      if (!this.health.isUp()) {
        // Not waited for: a write must not stall on a dead connection (docs/decisions/0022).
        this.missedBump = true;
        return;
      }
      const counting = this.redis.multi();
      if (this.missedBump)
        counting.incr(counterKey(EPOCH_TAG)).pexpire(counterKey(EPOCH_TAG), COUNTER_TTL_MS);
      for (const tag of tags) counting.incr(counterKey(tag)).pexpire(counterKey(tag), COUNTER_TTL_MS);
      try {
        await this.health.guard(counting.exec());
        this.missedBump = false;
      } catch (error) {
        this.missedBump = true;
        throw error;
      }
    });
    // Back after an outage with bumps missed (reconnected, or answering again after a freeze): every entry
    // made before is dropped once, on every process.
    health.onBack(() => {
      if (!this.missedBump) return;
      this.redis
        .multi()
        .incr(counterKey(EPOCH_TAG))
        .pexpire(counterKey(EPOCH_TAG), COUNTER_TTL_MS)
        .exec()
        .then(
          () => (this.missedBump = false),
          () => undefined,
        );
    });
  }

  async getOrLoad<T>(key: string, tags: readonly string[], ttlMs: number, load: Load<T>): Promise<T> {
    const [stored, ...counters] = await this.health.guard(
      this.redis.mget(entryKey(key), ...[EPOCH_TAG, ...tags].map(counterKey)),
    );
    const versions = counters.map((counter) => counter ?? '0');
    if (stored) {
      const entry = JSON.parse(stored) as { versions: string[]; value: T };
      if (entry.versions.join(',') === versions.join(',')) return entry.value;
    }
    const value = await load();
    const entry = JSON.stringify({ versions, value });
    await this.health.guard(this.redis.set(entryKey(key), entry, 'PX', Math.min(ttlMs, COUNTER_TTL_MS)));
    return value;
  }
}

const COUNTER_TTL_MS = 24 * 60 * 60_000;
/** A tag on every entry, bumped when a process comes back from an outage having missed bumps. */
const EPOCH_TAG = '*epoch';
const entryKey = (key: string) => `cache:${key}`;
const counterKey = (tag: string) => `cachever:${tag}`;
