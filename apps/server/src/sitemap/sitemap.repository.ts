import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.js';

export const SITEMAP_KINDS = ['videos', 'stars', 'categories', 'playlists'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapVideo {
  id: number;
  wmcExternalId: string;
  title: string;
  description: string;
  thumbnail: string;
  videoUrl: string;
  length: number;
  viewCount: number;
  ratingCount: number;
  ratingSum: number;
  createdAt: string;
}

export interface SitemapStar {
  id: number;
  firstName: string;
  lastName: string;
  createdAt: string;
}

export interface SitemapCategory {
  id: number;
  wmcExternalId: string;
  name: string;
  createdAt: string;
}

export interface SitemapPlaylist {
  id: number;
  updatedAt: string;
}

const TABLES = {
  videos: 'videos',
  stars: 'actors',
  categories: 'categories',
  playlists: 'playlists',
} as const;

/** One page of a sitemap's rows: the next `limit` after id `after`, in id order. */
function shard<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  after: number,
  limit: number,
): Promise<O[]> {
  return query.where(sql.ref('id'), '>', after).orderBy(sql.ref('id')).limit(limit).execute();
}

/**
 * The rows the XML sitemaps list, read in id order page by page (keyset: `id > after`), so no sitemap
 * ever holds more than one page of the catalogue in memory.
 */
export class SitemapRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** How many rows the kind lists (published videos only) and the newest change among them. */
  async summary(kind: SitemapKind): Promise<{ count: number; lastModified: string | null }> {
    if (kind === 'videos') {
      const row = await this.db
        .selectFrom('videos')
        .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.max('created_at').as('last')])
        .where('status', '=', 'published')
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), lastModified: row.last ?? null };
    }
    if (kind === 'playlists') {
      const row = await this.db
        .selectFrom('playlists')
        .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.max('updated_at').as('last')])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), lastModified: row.last ?? null };
    }
    const row = await this.db
      .selectFrom(TABLES[kind])
      .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.max('created_at').as('last')])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), lastModified: row.last ?? null };
  }

  /** The id just before the `offset`-th row of the kind (0 for the first), where a shard starts. */
  async idBefore(kind: SitemapKind, offset: number): Promise<number | undefined> {
    if (offset === 0) return 0;
    let query = this.db
      .selectFrom(TABLES[kind])
      .select('id')
      .orderBy('id')
      .offset(offset - 1)
      .limit(1);
    if (kind === 'videos') query = query.where('status', '=', 'published');
    const row = await query.executeTakeFirst();
    return row?.id;
  }

  async videos(after: number, limit: number): Promise<SitemapVideo[]> {
    const rows = await shard(
      this.db
        .selectFrom('videos')
        .select([
          'id',
          'wmc_external_id',
          'title',
          'description',
          'thumbnail',
          'video_url',
          'length',
          'view_count',
          'rating_count',
          'rating_sum',
          'created_at',
        ])
        .where('status', '=', 'published'),
      after,
      limit,
    );
    return rows.map((row) => ({
      id: row.id,
      wmcExternalId: row.wmc_external_id,
      title: row.title,
      description: row.description,
      thumbnail: row.thumbnail,
      videoUrl: row.video_url,
      length: row.length,
      viewCount: Number(row.view_count),
      ratingCount: Number(row.rating_count),
      ratingSum: Number(row.rating_sum),
      createdAt: row.created_at,
    }));
  }

  async stars(after: number, limit: number): Promise<SitemapStar[]> {
    const rows = await shard(
      this.db.selectFrom('actors').select(['id', 'first_name', 'last_name', 'created_at']),
      after,
      limit,
    );
    return rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      createdAt: row.created_at,
    }));
  }

  async categories(after: number, limit: number): Promise<SitemapCategory[]> {
    const rows = await shard(
      this.db.selectFrom('categories').select(['id', 'wmc_external_id', 'name', 'created_at']),
      after,
      limit,
    );
    return rows.map((row) => ({
      id: row.id,
      wmcExternalId: row.wmc_external_id,
      name: row.name,
      createdAt: row.created_at,
    }));
  }

  async playlists(after: number, limit: number): Promise<SitemapPlaylist[]> {
    const rows = await shard(this.db.selectFrom('playlists').select(['id', 'updated_at']), after, limit);
    return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }));
  }
}
