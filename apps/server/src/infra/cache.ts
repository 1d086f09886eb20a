import type { Redis } from 'ioredis';
import type { Clock } from '../deps.js';

/**
 * A short-lived cache for hot, shared lists (categories, toplist first pages). Entries live in namespaces;
 * a write that changes a list invalidates its namespace, and every entry of it is gone at once (on Redis,
 * for every process).
 */
export interface Cache {
  getOrLoad<T>(namespace: string, key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  invalidate(namespace: string): Promise<void>;
}

const MAX_ENTRIES = 2000;

export class MemoryCache implements Cache {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();
  private readonly versions = new Map<string, number>();

  constructor(private readonly clock: Clock) {}

  async getOrLoad<T>(namespace: string, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const fullKey = `${namespace}:${this.versions.get(namespace) ?? 0}:${key}`;
    const now = this.clock.now().getTime();
    const hit = this.entries.get(fullKey);
    if (hit && hit.expiresAt > now) return hit.value as T;
    const value = await load();
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest first: Map keeps insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(fullKey);
    this.entries.set(fullKey, { value, expiresAt: now + ttlMs });
    return value;
  }

  async invalidate(namespace: string): Promise<void> {
    this.versions.set(namespace, (this.versions.get(namespace) ?? 0) + 1);
    for (const key of this.entries.keys()) if (key.startsWith(`${namespace}:`)) this.entries.delete(key);
  }
}

export class RedisCache implements Cache {
  constructor(private readonly redis: Redis) {}

  async getOrLoad<T>(namespace: string, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const version = (await this.redis.get(`cachever:${namespace}`)) ?? '0';
    const fullKey = `cache:${namespace}:${version}:${key}`;
    const hit = await this.redis.get(fullKey);
    if (hit !== null) return JSON.parse(hit) as T;
    const value = await load();
    await this.redis.set(fullKey, JSON.stringify(value), 'PX', ttlMs);
    return value;
  }

  async invalidate(namespace: string): Promise<void> {
    await this.redis.incr(`cachever:${namespace}`);
  }
}
