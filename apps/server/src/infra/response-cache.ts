import type { Clock } from './clock.js';
import { unchanged, versionsOf, type Versions } from './versions.js';

/** A serialized answer, ready to be written as it is. */
export interface CachedResponse {
  body: Buffer;
  etag: string;
  contentType: string;
  headers?: Record<string, string>;
  /** Other encodings of the body kept with it (a page's gzip members); weighed like the body. */
  variants?: readonly Buffer[];
}

export interface ResponseCacheEntry extends CachedResponse {
  tags: readonly string[];
  /** The tags' versions when the answer was made, in the order of `tags`. */
  versionsAtStore: readonly number[];
  /** Clock time in ms after which the entry is a miss. */
  expiresAt: number;
}

export interface ResponseCacheStats {
  hits: number;
  misses: number;
  /** Of the hits and misses, those of rendered pages (`lookup`); the rest are API answers. */
  htmlHits: number;
  htmlMisses: number;
  evictions: number;
  /** What the entries weigh now (bodies, headers and keys, plus a fixed overhead per entry). */
  bytes: number;
  entries: number;
}

/** What an entry costs beyond its strings and body: the map slot, the object, the arrays. */
const ENTRY_OVERHEAD_BYTES = 200;

function weightOf(key: string, entry: ResponseCacheEntry): number {
  let strings = key.length + entry.etag.length + entry.contentType.length;
  for (const [name, value] of Object.entries(entry.headers ?? {})) strings += name.length + value.length;
  for (const tag of entry.tags) strings += tag.length;
  // JavaScript strings take two bytes a character in the worst case.
  let variants = 0;
  for (const variant of entry.variants ?? []) variants += variant.length;
  return entry.body.length + variants + strings * 2 + entry.versionsAtStore.length * 8 + ENTRY_OVERHEAD_BYTES;
}

/**
 * Serialized answers (API bodies, rendered HTML) in this process's memory, keyed by the caller (usually
 * `normalizeUrlKey`). An entry is served while its TTL runs and none of its tags has been bumped since it
 * was made; the least recently used entries go first once the entries weigh more than `maxBytes`.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { entry: ResponseCacheEntry; bytes: number }>();
  private readonly counts = { hits: 0, misses: 0, htmlHits: 0, htmlMisses: 0, evictions: 0, bytes: 0 };
  private readonly maxBytes: number;
  private readonly versions: Versions;
  private readonly clock: Clock;

  constructor(options: { maxBytes: number; versions: Versions; clock: Clock }) {
    this.maxBytes = options.maxBytes;
    this.versions = options.versions;
    this.clock = options.clock;
  }

  /**
   * The entry, when it is fresh and its tags unchanged; a stale entry is dropped. `countMiss: false` for a
   * first look that another will follow on a miss (the server's fast path, then the route's).
   */
  get(key: string, { countMiss = true }: { countMiss?: boolean } = {}): ResponseCacheEntry | undefined {
    const slot = this.entries.get(key);
    if (!slot) {
      if (countMiss) this.counts.misses++;
      return undefined;
    }
    const { entry } = slot;
    if (
      entry.expiresAt <= this.clock.now().getTime() ||
      !unchanged(this.versions, entry.tags, entry.versionsAtStore)
    ) {
      this.remove(key);
      if (countMiss) this.counts.misses++;
      return undefined;
    }
    // Map order is the recency order: a hit moves the entry to the end.
    this.entries.delete(key);
    this.entries.set(key, slot);
    this.counts.hits++;
    return entry;
  }

  /**
   * Like `get`, but an entry whose TTL ran out less than `graceMs` ago (and none of whose tags was bumped)
   * is answered too, marked stale: the caller serves it while one request makes a fresh one
   * (stale-while-revalidate). A bumped tag still drops the entry at once: changed content is never served.
   */
  lookup(key: string, graceMs: number): { entry: ResponseCacheEntry; stale: boolean } | undefined {
    const slot = this.entries.get(key);
    if (!slot) {
      this.counts.misses++;
      this.counts.htmlMisses++;
      return undefined;
    }
    const { entry } = slot;
    const now = this.clock.now().getTime();
    if (entry.expiresAt + graceMs <= now || !unchanged(this.versions, entry.tags, entry.versionsAtStore)) {
      this.remove(key);
      this.counts.misses++;
      this.counts.htmlMisses++;
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, slot);
    this.counts.hits++;
    this.counts.htmlHits++;
    return { entry, stale: entry.expiresAt <= now };
  }

  /**
   * The tags' versions now. Take them BEFORE reading what the answer shows and pass them to `set`: a write
   * that commits while the answer is being made then leaves it stale-marked rather than cached as fresh.
   */
  stamp(tags: readonly string[]): number[] {
    return versionsOf(this.versions, tags);
  }

  /**
   * Stores an answer under `key` for `ttlMs`. Without `versionsAtStore` (from `stamp`), the versions now are
   * taken. An answer heavier than the whole cache is not stored.
   */
  set(
    key: string,
    response: CachedResponse,
    tags: readonly string[],
    ttlMs: number,
    versionsAtStore: readonly number[] = this.stamp(tags),
  ): void {
    const entry: ResponseCacheEntry = {
      ...response,
      tags: [...tags],
      versionsAtStore: [...versionsAtStore],
      expiresAt: this.clock.now().getTime() + ttlMs,
    };
    const bytes = weightOf(key, entry);
    this.remove(key);
    if (bytes > this.maxBytes) return;
    while (this.counts.bytes + bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
      this.counts.evictions++;
    }
    this.entries.set(key, { entry, bytes });
    this.counts.bytes += bytes;
  }

  delete(key: string): void {
    this.remove(key);
  }

  stats(): ResponseCacheStats {
    return { ...this.counts, entries: this.entries.size };
  }

  private remove(key: string): void {
    const slot = this.entries.get(key);
    if (!slot) return;
    this.entries.delete(key);
    this.counts.bytes -= slot.bytes;
  }
}

/**
 * One key per answer whatever way its URL was written: the path lower-cased without a trailing slash, the
 * query keys lower-cased (the API accepts them in any case) and sorted, empty values dropped. Values keep
 * their case: ids and search words are values. Accepts a path with query or an absolute URL.
 */
export function normalizeUrlKey(url: string): string {
  // Split by hand: a URL parser would read the "//x" of a path such as "//x/y" as a host.
  const relative = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').replace(/#.*$/, '');
  const mark = relative.indexOf('?');
  const rawPath = mark === -1 ? relative : relative.slice(0, mark);
  const path = rawPath.toLowerCase().replace(/\/+$/, '') || '/';
  const pairs: [string, string][] = [];
  for (const [name, value] of new URLSearchParams(mark === -1 ? '' : relative.slice(mark + 1))) {
    if (value !== '') pairs.push([name.toLowerCase(), value]);
  }
  // Sorted by key, then value, so repeated keys give one order too.
  pairs.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const query = new URLSearchParams(pairs).toString();
  return query ? `${path}?${query}` : path;
}
