import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ToplistType, VideoDetail, VideoListItem, VideoSort } from '@starlane/contract';
import { PARTNER_EXTERNAL_ID_MIN_LENGTH } from '@starlane/contract';
import type { Database } from '../db/schema.js';
import { resolvePublicId } from '../db/public-id.js';

export interface Page {
  amount: number;
  page: number;
}

/** The columns a listing needs; never the description or per-view rows. */
const LIST_COLUMNS = [
  'videos.id',
  'videos.wmc_external_id',
  'videos.title',
  'videos.thumbnail',
  'videos.length',
  'videos.view_count',
  'videos.rating_count',
  'videos.rating_sum',
  'videos.comment_count',
] as const;

interface ListRow {
  id: number;
  wmc_external_id: string;
  title: string;
  thumbnail: string;
  length: number;
  view_count: number;
  rating_count: number;
  rating_sum: number;
  comment_count: number;
}

/** Spec section 5: the average is the plain mean of the ratings, 0 when there are none. */
export function averageRating(ratingSum: number, ratingCount: number): number {
  return ratingCount === 0 ? 0 : Math.round((ratingSum / ratingCount) * 100) / 100;
}

export function toVideoListItem(row: ListRow): VideoListItem {
  return {
    id: row.id,
    wmcExternalId: row.wmc_external_id,
    title: row.title,
    thumbnail: row.thumbnail,
    length: row.length,
    viewCount: row.view_count,
    averageRating: averageRating(row.rating_sum, row.rating_count),
    ratingCount: row.rating_count,
    commentCount: row.comment_count,
  };
}

/** Which counter each ordering sorts on; every order ends with id so pages never overlap. */
const ORDER_COLUMN = {
  newest: 'videos.created_at',
  mostviewed: 'videos.view_count',
  toprated: 'videos.rating_score',
  longest: 'videos.length',
  highestrating: 'videos.rating_score',
  mostrated: 'videos.rating_count',
  mostcommented: 'videos.comment_count',
} as const satisfies Record<VideoSort | ToplistType, string>;

function offsetOf(page: Page): number {
  return (page.page - 1) * page.amount;
}

export class VideoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  resolveId(publicId: string): Promise<number | undefined> {
    return resolvePublicId(this.db, 'videos', publicId);
  }

  private listQuery(): SelectQueryBuilder<Database, 'videos', ListRow> {
    return this.db.selectFrom('videos').select(LIST_COLUMNS);
  }

  /**
   * A page of a sorted listing. The page's ids come from the sort index alone (a "deferred join"), so a deep
   * page skips index entries rather than whole rows and costs about as much as the first.
   */
  async listOrdered(order: VideoSort | ToplistType, page: Page): Promise<VideoListItem[]> {
    const column = ORDER_COLUMN[order];
    const pageIds = this.db
      .selectFrom('videos')
      .select('videos.id')
      .orderBy(column, 'desc')
      .orderBy('videos.id', 'desc')
      .limit(page.amount)
      .offset(offsetOf(page));
    const rows = await this.listQuery()
      .where('videos.id', 'in', pageIds)
      .orderBy(column, 'desc')
      .orderBy('videos.id', 'desc')
      .execute();
    return rows.map(toVideoListItem);
  }

  /** Newest first: the link table's (category_id, video_id) index gives the page's ids without a sort. */
  listByCategory(categoryId: number, page: Page): Promise<VideoListItem[]> {
    return this.listLinked('video_categories', 'category_id', categoryId, page);
  }

  listByActor(actorId: number, page: Page): Promise<VideoListItem[]> {
    return this.listLinked('video_actors', 'actor_id', actorId, page);
  }

  private async listLinked(
    table: 'video_categories' | 'video_actors',
    column: 'category_id' | 'actor_id',
    id: number,
    page: Page,
  ): Promise<VideoListItem[]> {
    const pageIds = this.db
      .selectFrom(table)
      .select('video_id')
      .where(sql.ref<number>(column), '=', id)
      .orderBy('video_id', 'desc')
      .limit(page.amount)
      .offset(offsetOf(page));
    const rows = await this.listQuery()
      .where('videos.id', 'in', pageIds)
      .orderBy('videos.id', 'desc')
      .execute();
    return rows.map(toVideoListItem);
  }

  /** Partner videos: those whose external id is longer than our own ids (more than 10 characters). */
  async listPartnerVideos(page: Page): Promise<VideoListItem[]> {
    const rows = await this.listQuery()
      .where(sql<number>`length(videos.wmc_external_id)`, '>=', PARTNER_EXTERNAL_ID_MIN_LENGTH)
      .orderBy('videos.id', 'desc')
      .limit(page.amount)
      .offset(offsetOf(page))
      .execute();
    return rows.map(toVideoListItem);
  }

  async listByPlaylist(playlistId: number, amount: number): Promise<VideoListItem[]> {
    const rows = await this.listQuery()
      .innerJoin('playlist_movies', 'playlist_movies.video_id', 'videos.id')
      .where('playlist_movies.playlist_id', '=', playlistId)
      .orderBy('playlist_movies.id', 'asc')
      .limit(amount)
      .execute();
    return rows.map(toVideoListItem);
  }

  /**
   * Related videos score 3 per shared star and 1 per shared category; ties go to the more viewed.
   * Returns fewer than `amount` when the video shares little; the service tops up with popular ones.
   */
  async listRelated(videoId: number, amount: number): Promise<VideoListItem[]> {
    const rows = await this.db
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
      .select(LIST_COLUMNS)
      .orderBy('scored.score', 'desc')
      .orderBy('videos.view_count', 'desc')
      .orderBy('videos.id', 'desc')
      .limit(amount)
      .execute();
    return rows.map(toVideoListItem);
  }

  async listMostViewedExcept(excludedIds: number[], amount: number): Promise<VideoListItem[]> {
    let query = this.listQuery();
    if (excludedIds.length > 0) query = query.where('videos.id', 'not in', excludedIds);
    const rows = await query
      .orderBy('videos.view_count', 'desc')
      .orderBy('videos.id', 'desc')
      .limit(amount)
      .execute();
    return rows.map(toVideoListItem);
  }

  async findDetail(videoId: number): Promise<Omit<VideoDetail, 'myRating' | 'isFavourite'> | undefined> {
    const video = await this.db
      .selectFrom('videos')
      .select([...LIST_COLUMNS, 'description', 'video_url', 'hls_url', 'created_at', 'favourite_count'])
      .where('id', '=', videoId)
      .executeTakeFirst();
    if (!video) return undefined;
    const [categories, actors] = await Promise.all([
      this.db
        .selectFrom('video_categories')
        .innerJoin('categories', 'categories.id', 'video_categories.category_id')
        .where('video_categories.video_id', '=', videoId)
        .select(['categories.id', 'categories.wmc_external_id', 'categories.name'])
        .orderBy('categories.name')
        .execute(),
      this.db
        .selectFrom('video_actors')
        .innerJoin('actors', 'actors.id', 'video_actors.actor_id')
        .where('video_actors.video_id', '=', videoId)
        .select([
          'actors.id',
          'actors.wmc_external_id',
          'actors.first_name',
          'actors.last_name',
          'actors.profile_picture',
        ])
        .orderBy('actors.first_name')
        .orderBy('actors.last_name')
        .execute(),
    ]);
    return {
      ...toVideoListItem(video),
      description: video.description,
      videoURL: video.video_url,
      hlsURL: video.hls_url,
      createdDate: video.created_at,
      favouriteCount: video.favourite_count,
      movieMovieCategories: categories.map((c) => ({
        movieCategory: { id: c.id, wmcExternalId: c.wmc_external_id, name: c.name },
      })),
      movieActors: actors.map((a) => ({
        movieId: videoId,
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
    const rows = await this.listQuery()
      .innerJoin('video_views', 'video_views.video_id', 'videos.id')
      .where('video_views.member_id', '=', memberId)
      .groupBy('videos.id')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .orderBy((eb) => eb.fn.max('video_views.viewed_at'), 'desc')
      .orderBy('videos.id', 'desc')
      .limit(amount)
      .execute();
    return rows.map(toVideoListItem);
  }

  /** The videos a member rated highest, latest rating first among equals. */
  async listHighestRatedBy(memberId: string, amount: number): Promise<VideoListItem[]> {
    const rows = await this.listQuery()
      .innerJoin('ratings', 'ratings.video_id', 'videos.id')
      .where('ratings.member_id', '=', memberId)
      .orderBy('ratings.rating', 'desc')
      .orderBy('ratings.updated_at', 'desc')
      .orderBy('videos.id', 'desc')
      .limit(amount)
      .execute();
    return rows.map(toVideoListItem);
  }

  async memberState(
    memberId: string,
    videoId: number,
  ): Promise<{ myRating: number | null; isFavourite: boolean }> {
    const [rating, favourite] = await Promise.all([
      this.db
        .selectFrom('ratings')
        .select('rating')
        .where('member_id', '=', memberId)
        .where('video_id', '=', videoId)
        .executeTakeFirst(),
      this.db
        .selectFrom('favourites')
        .select('id')
        .where('member_id', '=', memberId)
        .where('video_id', '=', videoId)
        .executeTakeFirst(),
    ]);
    return { myRating: rating?.rating ?? null, isFavourite: favourite !== undefined };
  }

  async viewCountOf(videoId: number): Promise<number> {
    const row = await this.db
      .selectFrom('videos')
      .select('view_count')
      .where('id', '=', videoId)
      .executeTakeFirst();
    return row?.view_count ?? 0;
  }
}
