import { createHash, randomBytes } from 'node:crypto';
import type { RunInTransaction } from '../db/transaction.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { Clock } from '../infra/clock.js';
import type { Versions } from '../infra/versions.js';
import type { Storage } from '../infra/storage.js';
import type { VideoService } from '../videos/index.js';
import { FetchLimitError, fetchLimited } from './fetch-limited.js';
import type { FeedEntry, FeedRow } from './feed-parse.js';
import type { FeedRepository, FeedVideo, FeedVideoValues, MediaRepository } from './media.repository.js';

export interface FeedImportOptions {
  dryRun: boolean;
  thumbnailTimeoutMs: number;
  thumbnailMaxBytes: number;
}

export const DEFAULT_FEED_OPTIONS: FeedImportOptions = {
  dryRun: false,
  thumbnailTimeoutMs: 10_000,
  thumbnailMaxBytes: 5 * 1024 * 1024,
};

export interface FeedChange {
  line: number;
  wmcExternalId: string;
  action: 'create' | 'update';
  /** The fields that differ (for an update). */
  fields: string[];
}

export interface FeedImportSummary {
  dryRun: boolean;
  created: number;
  updated: number;
  unchanged: number;
  changes: FeedChange[];
  invalid: { line: number; problem: string }[];
  categoriesCreated: string[];
  starsCreated: string[];
  thumbnailFailures: { line: number; url: string; problem: string }[];
  /** Updated rows whose video a DMCA notice holds: their data changed, they stay unpublished (decision 0055). */
  heldByDmca: { line: number; wmcExternalId: string }[];
}

const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'image/avif': '.avif',
};

const sameSet = (a: string[], b: string[]) => {
  const norm = (list: string[]) => [...new Set(list.map((s) => s.toLowerCase()))].sort().join('\n');
  return norm(a) === norm(b);
};

function splitName(full: string): { first: string; last: string } {
  const parts = full.trim().split(/\s+/);
  if (parts.length === 1) return { first: parts[0]!, last: '' };
  return { first: parts.slice(0, -1).join(' '), last: parts.at(-1)! };
}

/**
 * Imports a partner feed: an upsert by wmcExternalId, so a second run of the same feed changes nothing and
 * a changed row updates its video. Unknown categories and stars are created; invalid rows are reported
 * with their line and the rest import; thumbnails are copied into storage with a time and size limit, and
 * one that cannot be fetched keeps the partner's URL without stopping the import.
 */
export class FeedImporter {
  constructor(
    private readonly feed: FeedRepository,
    private readonly media: MediaRepository,
    private readonly transaction: RunInTransaction,
    private readonly storage: Storage,
    private readonly videos: Pick<VideoService, 'setStatus'>,
    private readonly clock: Clock,
    private readonly versions: Versions,
  ) {}

  async import(entries: FeedEntry[], options: Partial<FeedImportOptions> = {}): Promise<FeedImportSummary> {
    const opts = { ...DEFAULT_FEED_OPTIONS, ...options };
    const summary: FeedImportSummary = {
      dryRun: opts.dryRun,
      created: 0,
      updated: 0,
      unchanged: 0,
      changes: [],
      invalid: [],
      categoriesCreated: [],
      starsCreated: [],
      thumbnailFailures: [],
      heldByDmca: [],
    };
    const seen = new Map<string, number>();
    for (const entry of entries) {
      if (!entry.row) {
        summary.invalid.push({ line: entry.line, problem: entry.problem ?? 'invalid' });
        continue;
      }
      const earlier = seen.get(entry.row.wmcExternalId);
      if (earlier !== undefined) {
        summary.invalid.push({
          line: entry.line,
          problem: `wmcExternalId ${entry.row.wmcExternalId} was already on line ${earlier}`,
        });
        continue;
      }
      seen.set(entry.row.wmcExternalId, entry.line);
      await this.importRow(entry.line, entry.row, opts, summary);
    }
    // New categories and stars must show in the cached lists at once (the videos bumped themselves).
    if (!opts.dryRun && (summary.categoriesCreated.length > 0 || summary.starsCreated.length > 0)) {
      await this.versions.bump(cacheTags.categories, cacheTags.stars);
    }
    return summary;
  }

  private async importRow(
    line: number,
    row: FeedRow,
    opts: FeedImportOptions,
    summary: FeedImportSummary,
  ): Promise<void> {
    const existing = await this.feed.findByExternalId(row.wmcExternalId);
    const thumbnail = await this.thumbnailFor(line, row, existing, opts, summary);
    const values: FeedVideoValues = {
      wmcExternalId: row.wmcExternalId,
      title: row.title,
      description: row.description,
      length: row.duration,
      videoUrl: row.videoUrl,
      thumbnail,
      createdAt: row.publishedDate ?? existing?.createdAt ?? this.clock.now().toISOString(),
    };
    const fields = existing ? this.changedFields(existing, values, row) : [];
    if (existing && fields.length === 0) {
      summary.unchanged++;
      return;
    }
    summary.changes.push({
      line,
      wmcExternalId: row.wmcExternalId,
      action: existing ? 'update' : 'create',
      fields,
    });
    if (existing) summary.updated++;
    else summary.created++;

    if (opts.dryRun) {
      for (const name of row.categories) {
        if (!(await this.feed.categoryExists(name)) && !summary.categoriesCreated.includes(name)) {
          summary.categoriesCreated.push(name);
        }
      }
      for (const full of row.stars) {
        if (
          !(await this.feed.starExists(full.trim().toLowerCase())) &&
          !summary.starsCreated.includes(full)
        ) {
          summary.starsCreated.push(full);
        }
      }
      return;
    }

    const videoId = await this.transaction(async (tx) => {
      const now = this.clock.now().toISOString();
      const id = existing ? existing.id : await this.feed.insertVideo(tx, values);
      if (existing) await this.feed.updateVideo(tx, existing.id, values);
      const categoryIds: number[] = [];
      for (const name of row.categories) {
        const known = await this.feed.categoryExists(name, tx);
        categoryIds.push(
          await this.media.ensureCategory(tx, name, `c${randomBytes(5).toString('hex').slice(0, 9)}`, now),
        );
        if (!known && !summary.categoriesCreated.includes(name)) summary.categoriesCreated.push(name);
      }
      const actorIds: number[] = [];
      for (const full of row.stars) {
        const { first, last } = splitName(full);
        const known = await this.feed.starExists(`${first} ${last}`.toLowerCase(), tx);
        actorIds.push(
          await this.media.ensureActor(
            tx,
            first,
            last,
            `s${randomBytes(5).toString('hex').slice(0, 9)}`,
            now,
          ),
        );
        if (!known && !summary.starsCreated.includes(full)) summary.starsCreated.push(full);
      }
      await this.feed.relink(tx, id, categoryIds, actorIds);
      return id;
    });
    // Drops the cached pages that list or show the video.
    if ((await this.videos.setStatus(videoId, 'published')) === 'held') {
      summary.heldByDmca.push({ line, wmcExternalId: row.wmcExternalId });
    }
  }

  private changedFields(existing: FeedVideo, values: FeedVideoValues, row: FeedRow): string[] {
    const fields: string[] = [];
    if (existing.title !== values.title) fields.push('title');
    if (existing.description !== values.description) fields.push('description');
    if (existing.length !== values.length) fields.push('duration');
    if (existing.videoUrl !== values.videoUrl) fields.push('video URL');
    if (existing.thumbnail !== values.thumbnail) fields.push('thumbnail');
    if (existing.createdAt !== values.createdAt) fields.push('published date');
    if (!sameSet(existing.categories, row.categories)) fields.push('categories');
    const stars = row.stars.map((s) => {
      const { first, last } = splitName(s);
      return `${first} ${last}`.trim();
    });
    if (!sameSet(existing.stars, stars)) fields.push('stars');
    return fields;
  }

  /**
   * The thumbnail to store: the copy in storage when it is there already or can be fetched now; else what
   * the video had, or the partner's URL. A copy's key is the hash of its URL, so an unchanged URL is never
   * fetched again.
   */
  private async thumbnailFor(
    line: number,
    row: FeedRow,
    existing: FeedVideo | undefined,
    opts: FeedImportOptions,
    summary: FeedImportSummary,
  ): Promise<string> {
    if (!row.thumbnailUrl) return existing?.thumbnail ?? '';
    const base = `feed/thumbs/${createHash('sha256').update(row.thumbnailUrl).digest('hex').slice(0, 32)}`;
    if (existing?.thumbnail.startsWith(this.storage.urlOf(base))) return existing.thumbnail;
    if (opts.dryRun) return this.storage.urlOf(`${base}.jpg`);
    try {
      const { body, contentType } = await fetchLimited(row.thumbnailUrl, {
        timeoutMs: opts.thumbnailTimeoutMs,
        maxBytes: opts.thumbnailMaxBytes,
        accept: (type) => type in IMAGE_EXTENSIONS,
      });
      return await this.storage.put(`${base}${IMAGE_EXTENSIONS[contentType]}`, body);
    } catch (error) {
      if (!(error instanceof FetchLimitError)) throw error;
      summary.thumbnailFailures.push({ line, url: row.thumbnailUrl, problem: error.message });
      return existing?.thumbnail ?? row.thumbnailUrl;
    }
  }
}
