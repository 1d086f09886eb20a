import { sql, type Kysely } from 'kysely';
import type { VideoDetail, VideoListItem, VideoStatus } from '@starlane/contract';
import { MAX_PAGE_AMOUNT, PARTNER_EXTERNAL_ID_MIN_LENGTH, isLocale } from '@starlane/contract';
import {
  IS_PUBLISHED,
  JOINED_ACTOR_COLUMNS,
  NOT_DMCA_HELD,
  VIDEO_LIST_COLUMNS,
  publishedVideoList,
  toVideoListItem,
  videoListItems,
  type VideoListRow,
} from '../catalogue/index.js';
import type { Database } from '../db/schema.js';
import { numericPublicId, publicIdRow } from '../db/public-id.js';
import { engineOf } from '../db/dialect.js';
import { jsonArrayFrom, rowsOfJson } from '../db/json-array.js';
import { onPage, type Page } from '../db/paging.js';
import { prepared } from '../db/prepared.js';

/** A video by public id, as a prepared statement's parameters: `numericId` is `numericPublicId(publicId) ?? null`. */
type PublicIdParams = { publicId: string; numericId: number | null };

interface DetailRow extends VideoListRow {
  description: string;
  description_es: string | null;
  captions: { lang: string; url: string }[] | string;
  video_url: string;
  hls_url: string | null;
  embed_url: string | null;
  seek_thumbnails_url: string | null;
  created_at: string;
  favourite_count: number;
  categories: DetailCategoryRow[] | string;
  actors: DetailActorRow[] | string;
}

interface DetailCategoryRow {
  id: number;
  wmc_external_id: string;
  name: string;
  name_es: string | null;
}

interface DetailActorRow {
  id: number;
  wmc_external_id: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
}

export class VideoRepository {
  /** The hottest reads, compiled once (db/prepared.ts). */
  private readonly hot;
  private readonly byIdsOfLength = new Map<
    number,
    (values: Record<string, number>) => Promise<VideoListRow[]>
  >();

  constructor(private readonly db: Kysely<Database>) {
    const engine = engineOf(db);
    this.hot = {
      byPublicId: prepared<PublicIdParams, { id: number; status: VideoStatus }>(db, (p) =>
        db
          .selectFrom('videos')
          .select(['id', 'status'])
          .where('id', '=', publicIdRow('videos', p('publicId'), p('numericId'))),
      ),
      // The video page's data in one statement: resolving the public id, the row and its categories and
      // stars (on PostgreSQL one round trip instead of four).
      detail: prepared<PublicIdParams, DetailRow>(db, (p) =>
        publishedVideoList(this.db)
          .select((eb) => [
            'description',
            'description_es',
            'video_url',
            'hls_url',
            'embed_url',
            'seek_thumbnails_url',
            'created_at',
            'favourite_count',
            jsonArrayFrom(
              engine,
              eb
                .selectFrom('video_categories')
                .innerJoin('categories', 'categories.id', 'video_categories.category_id')
                .whereRef('video_categories.video_id', '=', 'videos.id')
                .select([
                  'categories.id',
                  'categories.wmc_external_id',
                  'categories.name',
                  'categories.name_es',
                ])
                .orderBy('categories.name'),
            ).as('categories'),
            jsonArrayFrom(
              engine,
              eb
                .selectFrom('video_captions')
                .whereRef('video_captions.video_id', '=', 'videos.id')
                .select(['video_captions.lang', 'video_captions.url'])
                .orderBy('video_captions.lang'),
            ).as('captions'),
            jsonArrayFrom(
              engine,
              eb
                .selectFrom('video_actors')
                .innerJoin('actors', 'actors.id', 'video_actors.actor_id')
                .whereRef('video_actors.video_id', '=', 'videos.id')
                .select(JOINED_ACTOR_COLUMNS)
                .orderBy('actors.first_name')
                .orderBy('actors.last_name'),
            ).as('actors'),
          ])
          .where('videos.id', '=', publicIdRow('videos', p('publicId'), p('numericId'))),
      ),
      related: prepared<{ id: number; limit: number }, VideoListRow>(db, (p) =>
        this.relatedQuery(p('id'), p('limit')),
      ),
    };
  }

  /** The video a public id names (the rule of db/public-id.ts), whatever its status. */
  async resolve(publicId: string): Promise<{ id: number; status: VideoStatus } | undefined> {
    const [video] = await this.hot.byPublicId({ publicId, numericId: numericPublicId(publicId) ?? null });
    return video;
  }

  /**
   * 'missing' when there is no such video; 'held' when it was to be published but a DMCA notice holds it
   * (the check is part of the statement: docs/decisions/0055).
   */
  async setStatus(videoId: number, status: VideoStatus): Promise<'set' | 'held' | 'missing'> {
    let update = this.db.updateTable('videos').set({ status }).where('id', '=', videoId);
    if (status === 'published') update = update.where(NOT_DMCA_HELD);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return 'set';
    const exists = await this.db
      .selectFrom('videos')
      .select('id')
      .where('id', '=', videoId)
      .executeTakeFirst();
    return exists ? 'held' : 'missing';
  }

  /** Partner videos: those whose external id is longer than our own ids (more than 10 characters). */
  async listPartnerVideos(page: Page): Promise<VideoListItem[]> {
    return videoListItems(
      onPage(
        publishedVideoList(this.db)
          .where(sql<number>`length(videos.wmc_external_id)`, '>=', PARTNER_EXTERNAL_ID_MIN_LENGTH)
          .orderBy('videos.id', 'desc'),
        page,
      ),
    );
  }

  /**
   * Related videos score 3 per shared star and 1 per shared category; ties go to the more viewed.
   * Returns fewer than `amount` when the video shares little; the service tops up with popular ones.
   */
  async listRelated(videoId: number, amount: number): Promise<VideoListItem[]> {
    const rows = await this.hot.related({ id: videoId, limit: amount });
    return rows.map(toVideoListItem);
  }

  private relatedQuery(videoId: number, amount: number) {
    return this.db
      .with('candidates', (db) =>
        db
          .selectFrom('video_actors as mine')
          .innerJoin('video_actors as theirs', 'theirs.actor_id', 'mine.actor_id')
          .where('mine.video_id', '=', videoId)
          .where('theirs.video_id', '!=', videoId)
          .select(['theirs.video_id as video_id', sql<number>`3`.as('weight')])
          .unionAll(
            db
              .selectFrom('video_categories as mine')
              .innerJoin('video_categories as theirs', 'theirs.category_id', 'mine.category_id')
              .where('mine.video_id', '=', videoId)
              .where('theirs.video_id', '!=', videoId)
              .select(['theirs.video_id as video_id', sql<number>`1`.as('weight')]),
          ),
      )
      .with('scored', (db) =>
        db
          .selectFrom('candidates')
          .select(['video_id', (eb) => eb.fn.sum<number>('weight').as('score')])
          .groupBy('video_id'),
      )
      .selectFrom('scored')
      .innerJoin('videos', 'videos.id', 'scored.video_id')
      .select(VIDEO_LIST_COLUMNS)
      .where(IS_PUBLISHED)
      .orderBy('scored.score', 'desc')
      .orderBy('videos.view_count', 'desc')
      .orderBy('videos.id', 'desc')
      .limit(amount);
  }

  /** The published videos of `ids`, in the order given (search results keep their ranking). */
  async listByIds(ids: number[]): Promise<VideoListItem[]> {
    if (ids.length === 0) return [];
    const rows =
      ids.length <= MAX_PAGE_AMOUNT
        ? await this.byIdsQuery(ids.length)(Object.fromEntries(ids.map((id, i) => [`id${i}`, id])))
        : await publishedVideoList(this.db).where('videos.id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toVideoListItem(row)] : [];
    });
  }

  /** One compiled query per list length up to a page's 100: `in (…)` cannot take a varying list. */
  private byIdsQuery(length: number): (values: Record<string, number>) => Promise<VideoListRow[]> {
    let query = this.byIdsOfLength.get(length);
    if (!query) {
      query = prepared<Record<string, number>, VideoListRow>(this.db, (p) =>
        publishedVideoList(this.db).where(
          'videos.id',
          'in',
          Array.from({ length }, (_, i) => p(`id${i}`)),
        ),
      );
      this.byIdsOfLength.set(length, query);
    }
    return query;
  }

  async listMostViewedExcept(excludedIds: number[], amount: number): Promise<VideoListItem[]> {
    let query = publishedVideoList(this.db);
    if (excludedIds.length > 0) query = query.where('videos.id', 'not in', excludedIds);
    const rows = await query
      .orderBy('videos.view_count', 'desc')
      .orderBy('videos.id', 'desc')
      .limit(amount)
      .execute();
    return rows.map(toVideoListItem);
  }

  /** A published video's page data by public id (the rule of db/public-id.ts); undefined when none is. */
  async findPublishedDetail(
    publicId: string,
  ): Promise<Omit<VideoDetail, 'myRating' | 'isFavourite'> | undefined> {
    const [video] = await this.hot.detail({ publicId, numericId: numericPublicId(publicId) ?? null });
    if (!video) return undefined;
    return {
      ...toVideoListItem(video),
      titleEs: video.title_es,
      description: video.description,
      descriptionEs: video.description_es,
      // Ordered by language code, which puts English first (docs/decisions/0074).
      captions: rowsOfJson<{ lang: string; url: string }>(video.captions).flatMap((c) =>
        isLocale(c.lang) ? [{ lang: c.lang, url: c.url }] : [],
      ),
      videoURL: video.video_url,
      hlsURL: video.hls_url,
      embedURL: video.embed_url,
      seekThumbnailsURL: video.seek_thumbnails_url,
      createdDate: video.created_at,
      favouriteCount: video.favourite_count,
      movieMovieCategories: rowsOfJson<DetailCategoryRow>(video.categories).map((c) => ({
        movieCategory: { id: c.id, wmcExternalId: c.wmc_external_id, name: c.name, nameEs: c.name_es },
      })),
      movieActors: rowsOfJson<DetailActorRow>(video.actors).map((a) => ({
        movieId: video.id,
        actor: {
          id: a.id,
          wmcExternalId: a.wmc_external_id,
          firstName: a.first_name,
          lastName: a.last_name,
          profilePicture: a.profile_picture,
        },
      })),
    };
  }

  /** The videos a member watched most, most watched first (their personal 'most viewed' toplist). */
  async listMostViewedBy(memberId: string, amount: number): Promise<VideoListItem[]> {
    return videoListItems(
      publishedVideoList(this.db)
        .innerJoin('video_views', 'video_views.video_id', 'videos.id')
        .where('video_views.member_id', '=', memberId)
        .groupBy('videos.id')
        .orderBy((eb) => eb.fn.countAll(), 'desc')
        .orderBy((eb) => eb.fn.max('video_views.viewed_at'), 'desc')
        .orderBy('videos.id', 'desc')
        .limit(amount),
    );
  }
}
