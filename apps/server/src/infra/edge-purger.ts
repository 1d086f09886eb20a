import { LIST_TAGS } from './cache-tags.js';
import type { BumpListener, Versions } from './versions.js';

/** How a purge sent to one edge ended: `sent` once it answered 2xx, `failed` once every attempt failed. */
export type PurgeOutcome = 'sent' | 'failed';

export interface EdgePurgerOptions {
  /** The edges (EDGE_PURGE_URLS): each gets every purge. */
  urls: readonly string[];
  log: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  /** Counts outcomes (the `starlane_edge_purges_total` metric). */
  onOutcome?: (outcome: PurgeOutcome) => void;
  /** Attempts per purge and edge, the first included. */
  maxAttempts?: number;
  /** The first retry waits this long, each next one twice as long, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** An attempt that has not answered by then failed. */
  timeoutMs?: number;
  /** Each batch is sent once more this long after the first (0: never). */
  repeatAfterMs?: number;
}

/**
 * Varnish refuses a request header over 8 KB (http_req_hdr_len); a purge naming more tags is split into
 * several requests that each stay well under it.
 */
const MAX_TAGS_CHARS = 4000;

/**
 * How an edge drops what a tag covers: `xkey-purge` removes the objects with their grace (the next request
 * fetches a fresh copy); `xkey-softpurge` makes them stale, so the next request is answered from grace while
 * one background fetch refreshes them (deploy/varnish/starlane.vcl).
 */
type PurgeHeader = 'xkey-purge' | 'xkey-softpurge';

/**
 * Sends the tags of every catalogue change to each edge cache as `PURGE` requests (deploy/varnish/starlane.vcl,
 * docs/decisions/0061). Bumps of one tick go out together, in two requests sent at once: the tags of single
 * things (`video:7`, `star:3`) are purged, so the changed thing's own page and reads are fresh on the next
 * request; the list tags (`catalogue`, ...), which nearly every cached object carries, are soft-purged, so a
 * change neither empties the edge nor sends every next request to the servers, and a purge's cost no longer
 * grows with the size of the cache before the changed page is fresh. Each batch is sent again a second later. A purge that fails (refused, no answer in
 * time, edge away) is logged and tried again with a bounded exponential backoff; after the last attempt it is
 * logged as an error and counted: the edge then serves what it holds until its TTL. Nothing here ever throws
 * at the write that bumped.
 */
export class EdgePurger {
  private readonly pending = new Set<string>();
  private scheduled = false;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly timeoutMs: number;
  private readonly repeatAfterMs: number;

  constructor(private readonly options: EdgePurgerOptions) {
    this.maxAttempts = options.maxAttempts ?? 6;
    this.baseDelayMs = options.baseDelayMs ?? 250;
    this.maxDelayMs = options.maxDelayMs ?? 8000;
    this.timeoutMs = options.timeoutMs ?? 2000;
    this.repeatAfterMs = options.repeatAfterMs ?? 1000;
  }

  /** Queues the tags; they are sent with the other bumps of this tick. */
  purge(tags: readonly string[]): void {
    if (tags.length === 0 || this.options.urls.length === 0) return;
    for (const tag of tags) this.pending.add(tag);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const batch = [...this.pending];
      this.pending.clear();
      this.sendBatch(batch);
      // An answer the server made just before the write can reach the edge just after the purge (another
      // process had not yet heard of the bump, or the edge stored it a moment late) and would be kept for
      // the whole TTL (decision 0085): the same purge a second later drops it.
      if (this.repeatAfterMs > 0) {
        this.track(
          new Promise<void>((resolve) => setTimeout(resolve, this.repeatAfterMs)).then(() =>
            this.sendBatch(batch),
          ),
        );
      }
    });
  }

  private sendBatch(batch: readonly string[]): void {
    const things = batch.filter((tag) => !LIST_TAGS.has(tag));
    const lists = batch.filter((tag) => LIST_TAGS.has(tag));
    for (const [header, tags] of [
      ['xkey-purge', things],
      ['xkey-softpurge', lists],
    ] as const) {
      for (const chunk of chunksOf(tags)) {
        for (const url of this.options.urls) this.track(this.send(url, header, chunk));
      }
    }
  }

  /** Resolves once every purge queued so far has been sent or has given up (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.scheduled || this.inFlight.size > 0) {
      if (this.scheduled) await new Promise((resolve) => setImmediate(resolve));
      await Promise.all([...this.inFlight]);
    }
  }

  private track(pending: Promise<void>): void {
    this.inFlight.add(pending);
    void pending.finally(() => this.inFlight.delete(pending));
  }

  private async send(url: string, header: PurgeHeader, tags: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      let problem: string;
      try {
        const response = await fetch(url, {
          method: 'PURGE',
          headers: { [header]: tags },
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        await response.body?.cancel();
        if (response.ok) {
          this.options.onOutcome?.('sent');
          return;
        }
        problem = `answered ${response.status}`;
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      if (attempt >= this.maxAttempts) {
        this.options.onOutcome?.('failed');
        this.options.log.error(
          { edge: url, header, tags, attempts: attempt, problem },
          'an edge purge failed for good; the edge serves what it holds until its TTL',
        );
        return;
      }
      const delayMs = Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** (attempt - 1));
      this.options.log.warn(
        { edge: url, header, tags, attempt, problem, retryInMs: delayMs },
        'an edge purge failed; it will be sent again',
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs * (0.75 + Math.random() / 2)));
    }
  }
}

/** The tags as space-separated lists, each short enough for one request header. */
function chunksOf(tags: readonly string[]): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const tag of tags) {
    if (current && current.length + 1 + tag.length > MAX_TAGS_CHARS) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current} ${tag}` : tag;
  }
  if (current) chunks.push(current);
  return chunks;
}

/**
 * Versions whose bumps, made by this process after a write committed (docs/decisions/0011), are also purged
 * from the edges. Only the bumping process purges: the bumps other processes hear of (IPC, Redis) were
 * purged by the process that made them.
 */
export class EdgePurgingVersions implements Versions {
  constructor(
    private readonly inner: Versions,
    readonly purger: EdgePurger,
  ) {}

  current(tag: string): number {
    return this.inner.current(tag);
  }

  async bump(...tags: string[]): Promise<void> {
    try {
      await this.inner.bump(...tags);
    } finally {
      this.purger.purge(tags);
    }
  }

  onBump(listener: BumpListener): () => void {
    return this.inner.onBump(listener);
  }

  /** At shutdown: the purges under way are given their chance beside the inner versions' own close. */
  async close(): Promise<void> {
    const inner = this.inner as Versions & { close?: () => Promise<void> };
    await Promise.all([inner.close?.(), this.purger.settled()]);
  }
}
