import { sql, type Kysely, type Selectable } from 'kysely';
import {
  PARTNER_EXTERNAL_ID_MIN_LENGTH,
  type AdminPage,
  type AdminVideo,
  type AdminVideoDetail,
  type VideoStatus,
} from '@starlane/contract';
import { pageAndTotal, type Page } from '../db/paging.js';
import type { Database, VideosTable } from '../db/schema.js';
import type { Executor, Tx } from '../db/transaction.js';
import {
  captionTracks,
  dmcaHolds,
  holdReason,
  NOT_DMCA_HELD,
  relinkVideo,
  type DmcaHold,
} from '../catalogue/index.js';
import { lockRow } from '../db/locks.js';
import { lowerLike, type SortDir } from './search-text.js';
import { CATEGORY_LINKS, linkedTo, STAR_LINKS } from './taxon-links.js';

export interface VideoFilter {
  q?: string | undefined;
  status?: VideoStatus | undefined;
  categoryId?: number | undefined;
  starId?: number | undefined;
  origin?: 'partner' | 'own' | undefined;
  sort?: 'newest' | 'oldest' | 'title' | 'views' | 'rating' | undefined;
  dir?: SortDir | undefined;
}

export interface TaxonFilter {
  q?: string | undefined;
  sort?: 'name' | 'videos' | 'newest' | undefined;
  dir?: SortDir | undefined;
}

/** The editable part of a video, as the audit log records it before and after a change. */
export interface VideoFields {
  title: string;
  description: string;
  titleEs: string | null;
  descriptionEs: string | null;
  thumbnail: string;
  status: VideoStatus;
  categoryIds: number[];
  starIds: number[];
}

/** A video's row as the staff listing shows it. */
function toAdminVideo(row: Pick<Selectable<VideosTable>, AdminVideoColumn>): AdminVideo {
  return {
    id: row.id,
    wmcExternalId: row.wmc_external_id,
    title: row.title,
    thumbnail: row.thumbnail,
    status: row.status,
    partner: row.wmc_external_id.length >= PARTNER_EXTERNAL_ID_MIN_LENGTH,
    createdAt: row.created_at,
    viewCount: row.view_count,
    ratingCount: row.rating_count,
    commentCount: row.comment_count,
  };
}
type AdminVideoColumn =
  | 'id'
  | 'wmc_external_id'
  | 'title'
  | 'thumbnail'
  | 'status'
  | 'created_at'
  | 'view_count'
  | 'rating_count'
  | 'comment_count';

/** Videos as staff see and change them: every status, every field. */
export class VideosAdminRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listVideos(filter: VideoFilter, page: Page): Promise<AdminPage<AdminVideo>> {
    let query = this.db.selectFrom('videos');
    if (filter.q) {
      const q = filter.q;
      query = query.where((eb) => eb.or([lowerLike(sql.ref('title'), q), eb('wmc_external_id', '=', q)]));
    }
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.categoryId) query = query.where(linkedTo(CATEGORY_LINKS, filter.categoryId));
    if (filter.starId) query = query.where(linkedTo(STAR_LINKS, filter.starId));
    if (filter.origin) {
      const partner = sql<number>`length(wmc_external_id)`;
      query =
        filter.origin === 'partner'
          ? query.where(partner, '>=', PARTNER_EXTERNAL_ID_MIN_LENGTH)
          : query.where(partner, '<', PARTNER_EXTERNAL_ID_MIN_LENGTH);
    }
    const sort = filter.sort ?? 'newest';
    const column = (
      {
        newest: 'created_at',
        oldest: 'created_at',
        title: 'title',
        views: 'view_count',
        rating: 'rating_score',
      } as const
    )[sort];
    const dir: SortDir = filter.dir ?? (sort === 'oldest' || sort === 'title' ? 'asc' : 'desc');
    const ordered = query
      .select([
        'id',
        'wmc_external_id',
        'title',
        'thumbnail',
        'status',
        'created_at',
        'view_count',
        'rating_count',
        'comment_count',
      ])
      .orderBy(column, dir)
      .orderBy('id', dir);
    return pageAndTotal(ordered, query, page, toAdminVideo);
  }

  async videoDetail(id: number, db: Executor = this.db): Promise<AdminVideoDetail | undefined> {
    const row = await db
      .selectFrom('videos')
      .selectAll()
      .select((eb) => [
        eb
          .selectFrom('playlist_movies')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('playlist_movies.video_id', '=', 'videos.id')
          .as('playlist_count'),
      ])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const [categories, stars, captions] = await Promise.all([
      db
        .selectFrom('video_categories')
        .innerJoin('categories', 'categories.id', 'video_categories.category_id')
        .select(['categories.id', 'categories.name'])
        .where('video_categories.video_id', '=', id)
        .orderBy('categories.name')
        .execute(),
      db
        .selectFrom('video_actors')
        .innerJoin('actors', 'actors.id', 'video_actors.actor_id')
        .select(['actors.id', 'actors.first_name', 'actors.last_name'])
        .where('video_actors.video_id', '=', id)
        .orderBy('actors.first_name')
        .execute(),
      captionTracks(db, id),
    ]);
    const hold = (await dmcaHolds(db, [id])).get(id);
    return {
      ...toAdminVideo(row),
      description: row.description,
      titleEs: row.title_es,
      descriptionEs: row.description_es,
      captions,
      dmcaHold: hold ? { ...hold, reason: holdReason(hold) } : null,
      favouriteCount: row.favourite_count,
      playlistCount: Number(row.playlist_count ?? 0),
      categories,
      stars: stars.map((s) => ({ id: s.id, name: `${s.first_name} ${s.last_name}`.trim() })),
    };
  }

  /** What the audit log keeps of a video; undefined when there is none. */
  async videoFields(tx: Tx, id: number): Promise<VideoFields | undefined> {
    const detail = await this.videoDetail(id, tx);
    return detail
      ? {
          title: detail.title,
          description: detail.description,
          titleEs: detail.titleEs,
          descriptionEs: detail.descriptionEs,
          thumbnail: detail.thumbnail,
          status: detail.status,
          categoryIds: detail.categories.map((c) => c.id).sort((a, b) => a - b),
          starIds: detail.stars.map((s) => s.id).sort((a, b) => a - b),
        }
      : undefined;
  }

  /** Which of `ids` exist in `table`. */
  async existing(tx: Tx, table: 'categories' | 'actors', ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await tx.selectFrom(table).select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((r) => r.id));
  }

  async updateVideo(
    tx: Tx,
    id: number,
    fields: {
      title: string;
      description: string;
      titleEs?: string | undefined;
      descriptionEs?: string | undefined;
      categoryIds: number[];
      starIds: number[];
    },
  ): Promise<void> {
    await tx
      .updateTable('videos')
      .set({
        title: fields.title,
        description: fields.description,
        // Absent leaves the Spanish text as it is; empty removes it (docs/decisions/0074).
        ...(fields.titleEs !== undefined && { title_es: fields.titleEs || null }),
        ...(fields.descriptionEs !== undefined && { description_es: fields.descriptionEs || null }),
      })
      .where('id', '=', id)
      .execute();
    await relinkVideo(tx, id, fields.categoryIds, fields.starIds);
  }

  async setVideoThumbnail(tx: Tx, id: number, thumbnail: string): Promise<void> {
    await tx.updateTable('videos').set({ thumbnail }).where('id', '=', id).execute();
  }

  /**
   * The DMCA hold on a video, read with the video's row locked (PostgreSQL) so that a takedown cannot slip
   * between this check and the status change that follows it.
   */
  async lockedDmcaHold(tx: Tx, id: number): Promise<DmcaHold | undefined> {
    await lockRow(tx, 'videos', id);
    return (await dmcaHolds(tx, [id])).get(id);
  }

  /** Publishing is guarded in the statement itself: a video a DMCA notice holds stays as it is. */
  async setVideoStatus(tx: Tx, id: number, status: VideoStatus): Promise<void> {
    let update = tx.updateTable('videos').set({ status }).where('id', '=', id);
    if (status === 'published') update = update.where(NOT_DMCA_HELD);
    await update.execute();
  }

  /**
   * Deletes a video. Its playlist entries, favourites, ratings, comments (with their reports) and views go
   * with it (foreign keys cascade); the playlists that held it are counted down first. Answers who and what
   * else changed, for the cache bumps.
   */
  async deleteVideo(tx: Tx, id: number): Promise<{ playlistIds: number[]; memberIds: string[] }> {
    const entries = await tx
      .selectFrom('playlist_movies')
      .innerJoin('playlists', 'playlists.id', 'playlist_movies.playlist_id')
      .select(['playlists.id', 'playlists.member_id'])
      .where('playlist_movies.video_id', '=', id)
      .execute();
    for (const entry of entries) {
      await tx
        .updateTable('playlists')
        .set((eb) => ({ video_count: eb('video_count', '-', 1) }))
        .where('id', '=', entry.id)
        .execute();
    }
    const people = await tx
      .selectFrom('favourites')
      .select('member_id')
      .where('video_id', '=', id)
      .union(
        tx
          .selectFrom('comments')
          .select(sql<string>`coalesce(member_id, '')`.as('member_id'))
          .where('video_id', '=', id),
      )
      .execute();
    await tx.deleteFrom('videos').where('id', '=', id).execute();
    return {
      playlistIds: [...new Set(entries.map((e) => e.id))],
      memberIds: [
        ...new Set([...entries.map((e) => e.member_id), ...people.map((p) => p.member_id)].filter(Boolean)),
      ],
    };
  }
}
