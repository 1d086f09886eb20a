import type { ToplistType, VideoSort } from '@starlane/contract';
import { offsetOf, type Page } from '../db/paging.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { Clock } from '../infra/clock.js';
import { unchanged, versionsOf, type Versions } from '../infra/versions.js';

export type RankedOrder = VideoSort | ToplistType;

/** The first `limit` published ids in `order`, best first. */
export type LoadRanking = (order: RankedOrder, limit: number) => Promise<number[]>;

/** Page 1,000 of 12, page 120 of 100: deeper pages read the index with an offset, as before. */
export const RANKED_IDS = 12_000;

/**
 * The tags of the toplists' cached first pages: a rating or a comment (`toplists`) and a video published,
 * unpublished, deleted or re-categorised (`catalogue`) read the rankings again; views reorder them within
 * the TTL, as they reorder those first pages.
 */
const TAGS = [cacheTags.toplists, cacheTags.catalogue] as const;
const TTL_MS = 30_000;

/**
 * The first ids of each sorted listing, held in this process (docs/decisions/0038). With an OFFSET a deep
 * page costs as many index entries as it skips: page 500 of a toplist read 6,000 of them, 4x page 1 on
 * SQLite and 8-9x on PostgreSQL. From a held ranking any page within it is a slice and a primary-key read
 * of its rows. A ranking is read once per TTL (12,000 ids from the sort's index, a few ms), one read at a
 * time per order however many requests wait for it.
 */
export class Rankings {
  private readonly held = new Map<RankedOrder, { ids: Int32Array; versions: number[]; expiresAt: number }>();
  private readonly loading = new Map<RankedOrder, Promise<Int32Array>>();

  constructor(
    private readonly load: LoadRanking,
    private readonly versions: Versions,
    private readonly clock: Clock,
    private readonly ranked = RANKED_IDS,
  ) {}

  /** The ids on `page` of `order`, or undefined when the page reaches past the ranked ids. */
  async idsOn(order: RankedOrder, page: Page): Promise<number[] | undefined> {
    const offset = offsetOf(page);
    if (offset + page.amount > this.ranked) return undefined;
    const ids = await this.current(order);
    return Array.from(ids.subarray(offset, offset + page.amount));
  }

  private current(order: RankedOrder): Promise<Int32Array> | Int32Array {
    const held = this.held.get(order);
    if (
      held &&
      held.expiresAt > this.clock.now().getTime() &&
      unchanged(this.versions, TAGS, held.versions)
    ) {
      return held.ids;
    }
    let loading = this.loading.get(order);
    if (!loading) {
      // Taken before reading: a bump during the read leaves the ranking stale rather than fresh.
      const versions = versionsOf(this.versions, TAGS);
      loading = this.load(order, this.ranked)
        .then((list) => {
          const ids = Int32Array.from(list);
          this.held.set(order, { ids, versions, expiresAt: this.clock.now().getTime() + TTL_MS });
          return ids;
        })
        .finally(() => this.loading.delete(order));
      this.loading.set(order, loading);
    }
    return loading;
  }
}
