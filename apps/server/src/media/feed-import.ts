import { createHash, randomBytes } from 'node:crypto';
import type { RunInTransaction, Tx } from '../db/transaction.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { Clock } from '../infra/clock.js';
import type { Versions } from '../infra/versions.js';
import type { Storage } from '../infra/storage.js';
import type { VideoService } from '../videos/index.js';
import { FetchLimitError, fetchLimited } from './fetch-limited.js';
import type { FeedEntry, FeedField, FeedRow } from './feed-parse.js';
import type { FeedRepository, FeedVideo, FeedVideoValues } from './feed.repository.js';
import type { MediaRepository } from './media.repository.js';

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

export interface ThumbnailJobs {
  queue(tx: Tx, videoId: number, url: string, now: string): Promise<void>;
  wake(): void;
}

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
 * a changed row updates only the columns the feed carries. Unknown categories and stars are created; invalid
 * rows (and media on origins the CSP does not allow) are reported with their line and the rest import;
 * thumbnails are copied into storage with a time and size limit, and one that cannot be fetched is left to
 * a media job without stopping the import.
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
    /** The origins the page's CSP lets partner media and embeds in from (docs/decisions/0047). */
    private readonly allowed: { mediaOrigins: readonly string[]; embedOrigins: readonly string[] },
    /** Queues the fetch of a thumbnail that could not be copied now (a media job, retried with backoff). */
    private readonly thumbnailJobs: ThumbnailJobs,
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

  /** Why a row cannot be imported: a new video without its required columns, or media the CSP would block. */
  private refusal(row: FeedRow, existing: FeedVideo | undefined): string | undefined {
    if (!existing && !row.present.has('title')) return 'title is required for a new video';
    if (!existing && !row.videoUrl && !row.embedUrl) {
      return 'a video URL or an embed URL is required for a new video';
    }
    const { mediaOrigins, embedOrigins } = this.allowed;
    if (row.videoUrl && !this.playable(row.videoUrl, mediaOrigins)) {
      return `video URL ${row.videoUrl} is not on an origin in PARTNER_MEDIA_ORIGINS, so the site's CSP would block it`;
    }
    if (row.embedUrl && !this.playable(row.embedUrl, embedOrigins)) {
      return `embed URL ${row.embedUrl} is not on an origin in PARTNER_EMBED_ORIGINS, so the site's CSP would block it`;
    }
    return undefined;
  }

  private playable(url: string, origins: readonly string[]): boolean {
    return origins.includes(new URL(url).origin);
  }

  /**
   * The video's columns after the import: those the feed carries from the row, the others as the video has
   * them (docs/decisions/0047), so a feed without a `description` column leaves the descriptions alone.
   */
  private valuesOf(row: FeedRow, existing: FeedVideo | undefined, thumbnail: string): FeedVideoValues {
    const has = (field: FeedField) => !existing || row.present.has(field);
    const media = has('videoUrl') || has('embedUrl');
    const hls = row.videoUrl !== '' && new URL(row.videoUrl).pathname.toLowerCase().endsWith('.m3u8');
    return {
      wmcExternalId: row.wmcExternalId,
      title: has('title') ? row.title : existing!.title,
      description: has('description') ? row.description : existing!.description,
      // Spanish text (docs/decisions/0074): an empty cell removes it, an absent column leaves it.
      titleEs: has('titleEs') ? row.titleEs || null : (existing?.titleEs ?? null),
      descriptionEs: has('descriptionEs') ? row.descriptionEs || null : (existing?.descriptionEs ?? null),
      length: has('duration') ? row.duration : existing!.length,
      videoUrl: media ? row.videoUrl : existing!.videoUrl,
      hlsUrl: media ? (hls ? row.videoUrl : null) : existing!.hlsUrl,
      embedUrl: media ? row.embedUrl || null : existing!.embedUrl,
      thumbnail,
      createdAt: row.publishedDate ?? existing?.createdAt ?? this.clock.now().toISOString(),
    };
  }

  private async importRow(
    line: number,
    row: FeedRow,
    opts: FeedImportOptions,
    summary: FeedImportSummary,
  ): Promise<void> {
    const existing = await this.feed.findByExternalId(row.wmcExternalId);
    const problem = this.refusal(row, existing);
    if (problem) {
      summary.invalid.push({ line, problem });
      return;
    }
    const { thumbnail, retry } = await this.thumbnailFor(line, row, existing, opts, summary);
    const values = this.valuesOf(row, existing, thumbnail);
    const fields = existing ? this.changedFields(existing, values, row) : [];
    if (existing && fields.length === 0 && !retry) {
      summary.unchanged++;
      return;
    }
    if (existing && fields.length === 0) {
      // Only the thumbnail copy is still owed: the job below fetches it again.
      summary.unchanged++;
    } else {
      summary.changes.push({
        line,
        wmcExternalId: row.wmcExternalId,
        action: existing ? 'update' : 'create',
        fields,
      });
      if (existing) summary.updated++;
      else summary.created++;
    }

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
      // A list the feed does not carry stays as it is.
      await this.feed.relink(
        tx,
        id,
        row.present.has('categories') ? categoryIds : undefined,
        row.present.has('stars') ? actorIds : undefined,
      );
      // A feed imported again while the fetch is still owed does not queue it twice.
      if (retry && !(await this.feed.thumbnailJobOpen(tx, id, retry))) {
        await this.thumbnailJobs.queue(tx, id, retry, now);
      }
      return id;
    });
    if (retry) this.thumbnailJobs.wake();
    // Drops the cached pages that list or show the video.
    if ((await this.videos.setStatus(videoId, 'published')) === 'held') {
      summary.heldByDmca.push({ line, wmcExternalId: row.wmcExternalId });
    }
  }

  private changedFields(existing: FeedVideo, values: FeedVideoValues, row: FeedRow): string[] {
    const fields: string[] = [];
    if (existing.title !== values.title) fields.push('title');
    if (existing.description !== values.description) fields.push('description');
    if (existing.titleEs !== values.titleEs) fields.push('title_es');
    if (existing.descriptionEs !== values.descriptionEs) fields.push('description_es');
    if (existing.length !== values.length) fields.push('duration');
    if (existing.videoUrl !== values.videoUrl || existing.hlsUrl !== values.hlsUrl) fields.push('video URL');
    if (existing.embedUrl !== values.embedUrl) fields.push('embed URL');
    if (existing.thumbnail !== values.thumbnail) fields.push('thumbnail');
    if (existing.createdAt !== values.createdAt) fields.push('published date');
    if (row.present.has('categories') && !sameSet(existing.categories, row.categories)) {
      fields.push('categories');
    }
    const stars = row.stars.map((s) => {
      const { first, last } = splitName(s);
      return `${first} ${last}`.trim();
    });
    if (row.present.has('stars') && !sameSet(existing.stars, stars)) fields.push('stars');
    return fields;
  }

  /**
   * The thumbnail to store: the copy in storage when it is there already or can be fetched now. One that
   * cannot be fetched now is owed (`retry`, fetched again by a media job) and meanwhile the video keeps the
   * thumbnail it had, or the partner's URL only where the CSP lets pictures in from that origin
   * (PARTNER_MEDIA_ORIGINS), else none: never a picture the browser would refuse. A copy's key is the hash
   * of its URL, so an unchanged URL is never fetched again.
   */
  private async thumbnailFor(
    line: number,
    row: FeedRow,
    existing: FeedVideo | undefined,
    opts: FeedImportOptions,
    summary: FeedImportSummary,
  ): Promise<{ thumbnail: string; retry?: string }> {
    if (!row.thumbnailUrl) return { thumbnail: existing?.thumbnail ?? '' };
    const base = thumbnailKeyOf(row.thumbnailUrl);
    if (existing?.thumbnail.startsWith(this.storage.urlOf(base))) return { thumbnail: existing.thumbnail };
    if (opts.dryRun) return { thumbnail: this.storage.urlOf(`${base}.jpg`) };
    try {
      return { thumbnail: await copyThumbnail(this.storage, row.thumbnailUrl, opts) };
    } catch (error) {
      if (!(error instanceof FetchLimitError)) throw error;
      summary.thumbnailFailures.push({ line, url: row.thumbnailUrl, problem: error.message });
      const allowed = this.playable(row.thumbnailUrl, this.allowed.mediaOrigins);
      return {
        thumbnail: existing?.thumbnail || (allowed ? row.thumbnailUrl : ''),
        retry: row.thumbnailUrl,
      };
    }
  }
}

/** Where a partner thumbnail's copy lives in storage, without its extension: the hash of its URL. */
export function thumbnailKeyOf(url: string): string {
  return `feed/thumbs/${createHash('sha256').update(url).digest('hex').slice(0, 32)}`;
}

/** Fetches a partner thumbnail (within the time and size limits) into storage; answers its URL there. */
export async function copyThumbnail(
  storage: Storage,
  url: string,
  limits: Pick<FeedImportOptions, 'thumbnailTimeoutMs' | 'thumbnailMaxBytes'> = DEFAULT_FEED_OPTIONS,
): Promise<string> {
  const { body, contentType } = await fetchLimited(url, {
    timeoutMs: limits.thumbnailTimeoutMs,
    maxBytes: limits.thumbnailMaxBytes,
    accept: (type) => type in IMAGE_EXTENSIONS,
  });
  return storage.put(`${thumbnailKeyOf(url)}${IMAGE_EXTENSIONS[contentType]}`, body);
}
