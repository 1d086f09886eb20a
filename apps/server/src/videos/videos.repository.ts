import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type {
  DurationFilter,
  MovieRef,
  ToplistType,
  VideoDetail,
  VideoListItem,
  VideoSort,
  VideoStatus,
} from '@starlane/contract';
import { DURATION_BOUNDS, MAX_PAGE_AMOUNT, PARTNER_EXTERNAL_ID_MIN_LENGTH } from '@starlane/contract';
import { JOINED_ACTOR_COLUMNS } from '../actors/index.js';
import type { Database } from '../db/schema.js';
import { numericPublicId, publicIdRow } from '../db/public-id.js';
import { engineOf } from '../db/dialect.js';
import { jsonArrayFrom, rowsOfJson } from '../db/json-array.js';
import { offsetOf, onPage, type Page } from '../db/paging.js';
import { prepared } from '../db/prepared.js';
import type { Tx } from '../db/transaction.js';
import { addToCounter, averageRating, RATING_PRIOR_WEIGHT, siteMeanRating } from './video-counters.js';
import { rollUpDaily } from './daily-stats.js';

/** A counted view on its way to the view log and the counter. */
export interface PendingView {
  videoId: number;
  memberId: string | null;
  at: string;
}

/** The columns a listing needs; never the description or per-view rows. */
export const LIST_COLUMNS = [
  'videos.id',
  'videos.wmc_external_id',
  'videos.title',
  'videos.thumbnail',
  'videos.length',
  'videos.view_count',
  'videos.rating_count',
  'videos.rating_sum',
  'videos.comment_count',
  'videos.preview_url',
  'videos.poster_srcset',
] as const;

interface DetailRow extends ListRow {
  description: string;
  video_url: string;
  hls_url: string | null;
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
}

interface DetailActorRow {
  id: number;
  wmc_external_id: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
}

export interface ListRow {
  id: number;
  wmc_external_id: string;
  title: string;
  thumbnail: string;
  length: number;
  view_count: number;
  rating_count: number;
  rating_sum: number;
  comment_count: number;
  preview_url: string | null;
  poster_srcset: string | null;
}

/** The list items a listing query answers. */
async function listItems<TB extends keyof Database>(
  query: SelectQueryBuilder<Database, TB, ListRow>,
): Promise<VideoListItem[]> {
  const rows = await query.execute();
  return rows.map(toVideoListItem);
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
    previewURL: row.preview_url,
    posterSrcset: row.poster_srcset,
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

/**
 * The published videos, written as the literal the partial listing indexes of migration 0005 name: with a
 * bound parameter in its place, neither planner can prove the index applies (docs/decisions/0017).
 */
export const IS_PUBLISHED = sql<boolean>`videos.status = 'published'`;

/**
 * Leaves out the videos that are not published, for the id subqueries of the link tables' listings: those
 * read a link index alone, and testing `status` would read every row they skip (a deep page 200 times
 * slower). The few unpublished ids come from their partial index once per query instead (docs/decisions/0011).
 */
function published(column: 'video_id') {
  return (eb: ExpressionBuilder<Database, 'video_categories' | 'video_actors'>) =>
    eb(
      sql.ref<number>(column),
      'not in',
      eb
        .selectFrom('videos as unpublished')
        .select('unpublished.id')
        .where(sql<boolean>`unpublished.status <> 'published'`),
    );
}

type PagedParams = { limit: number; offset: number };

/** Keeps the videos whose length is inside the duration filter's bounds; no filter keeps every video. */
function ofDuration(duration: DurationFilter | undefined) {
  return (eb: ExpressionBuilder<Database, 'videos'>) => {
    if (!duration) return eb.lit(true);
    const { from, below } = DURATION_BOUNDS[duration];
    const bounds = [eb('videos.length', '>=', from)];
    if (below !== undefined) bounds.push(eb('videos.length', '<', below));
    return eb.and(bounds);
  };
}

/** The columns of the slim movie shape that playlists and favourites show; select them after a join. */
export const MOVIE_REF_COLUMNS = [
  'videos.id as video_id',
  'videos.wmc_external_id',
  'videos.title',
  'videos.thumbnail',
] as const;

export function toMovieRef(row: {
  video_id: number;
  wmc_external_id: string;
  title: string;
  thumbnail: string;
}): MovieRef {
  return { id: row.video_id, wmcExternalId: row.wmc_external_id, title: row.title, thumbnail: row.thumbnail };
}

/** The link tables that list a category's and a star's videos, and the table their owner's public id names. */
const LINKS = {
  category: { table: 'video_categories', column: 'category_id', owner: 'categories' },
  actor: { table: 'video_actors', column: 'actor_id', owner: 'actors' },
} as const;
type LinkTable = (typeof LINKS)[keyof typeof LINKS];

/** A listing's owner (a category, a star) by public id; `numericId` is `numericPublicId(publicId) ?? null`. */
type OwnerParams = { publicId: string; numericId: number | null };

function ownerOf(link: LinkTable, publicId: string, numericId: number | null) {
  return publicIdRow(link.owner, publicId, numericId);
}

/** How a listing is sorted and filtered; absent parts are the listing's defaults. */
export interface ListChoice {
  sort?: VideoSort | undefined;
  duration?: DurationFilter | undefined;
}

export class VideoRepository {
  /** The hottest reads, compiled once (db/prepared.ts). */
  private readonly hot;
  private readonly byIdsOfLength = new Map<number, (values: Record<string, number>) => Promise<ListRow[]>>();

  constructor(private readonly db: Kysely<Database>) {
    const engine = engineOf(db);
    // The page's ids come from an index alone (a "deferred join"), then CROSS JOIN, which SQLite never
    // reorders, looks up just those rows by primary key: a deep page skips index entries, never rows.
    const orderedPage = (column: (typeof ORDER_COLUMN)[keyof typeof ORDER_COLUMN]) =>
      prepared<PagedParams, ListRow>(db, (p) =>
        db
          .selectFrom(
            db
              .selectFrom('videos')
              .select(['videos.id as page_id', `${column} as page_key`])
              .where(IS_PUBLISHED)
              .orderBy(column, 'desc')
              .orderBy('videos.id', 'desc')
              .limit(p('limit'))
              .offset(p('offset'))
              .as('page'),
          )
          .crossJoin('videos')
          .select(LIST_COLUMNS)
          .whereRef('videos.id', '=', 'page.page_id')
          .orderBy('page.page_key', 'desc')
          .orderBy('page.page_id', 'desc'),
      );
    const linkedPage = (link: LinkTable) =>
      prepared<PagedParams & OwnerParams, ListRow>(db, (p) =>
        db
          .selectFrom(
            db
              .selectFrom(link.table)
              .select('video_id as page_id')
              .where(sql.ref<number>(link.column), '=', ownerOf(link, p('publicId'), p('numericId')))
              .where(published('video_id'))
              .orderBy('video_id', 'desc')
              .limit(p('limit'))
              .offset(p('offset'))
              .as('page'),
          )
          .crossJoin('videos')
          .select(LIST_COLUMNS)
          .whereRef('videos.id', '=', 'page.page_id')
          .orderBy('page.page_id', 'desc'),
      );
    const ranking = (column: (typeof ORDER_COLUMN)[keyof typeof ORDER_COLUMN]) =>
      prepared<{ limit: number }, { id: number }>(db, (p) =>
        db
          .selectFrom('videos')
          .select('videos.id')
          .where(IS_PUBLISHED)
          .orderBy(column, 'desc')
          .orderBy('videos.id', 'desc')
          .limit(p('limit')),
      );
    this.hot = {
      ranking: Object.fromEntries(
        Object.entries(ORDER_COLUMN).map(([order, column]) => [order, ranking(column)]),
      ) as Record<VideoSort | ToplistType, ReturnType<typeof ranking>>,
      ordered: Object.fromEntries(
        Object.entries(ORDER_COLUMN).map(([order, column]) => [order, orderedPage(column)]),
      ) as Record<VideoSort | ToplistType, ReturnType<typeof orderedPage>>,
      byCategory: linkedPage(LINKS.category),
      byActor: linkedPage(LINKS.actor),
      byPublicId: prepared<OwnerParams, { id: number; status: VideoStatus }>(db, (p) =>
        db
          .selectFrom('videos')
          .select(['id', 'status'])
          .where('id', '=', publicIdRow('videos', p('publicId'), p('numericId'))),
      ),
      // The video page's data in one statement: resolving the public id, the row and its categories and
      // stars (on PostgreSQL one round trip instead of four).
      detail: prepared<{ publicId: string; numericId: number | null }, DetailRow>(db, (p) =>
        this.listQuery()
          .select((eb) => [
            'description',
            'video_url',
            'hls_url',
            'seek_thumbnails_url',
            'created_at',
            'favourite_count',
            jsonArrayFrom(
              engine,
              eb
                .selectFrom('video_categories')
                .innerJoin('categories', 'categories.id', 'video_categories.category_id')
                .whereRef('video_categories.video_id', '=', 'videos.id')
                .select(['categories.id', 'categories.wmc_external_id', 'categories.name'])
                .orderBy('categories.name'),
            ).as('categories'),
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
      byPlaylist: prepared<{ playlistId: number; amount: number }, ListRow>(db, (p) =>
        this.listQuery()
          .innerJoin('playlist_movies', 'playlist_movies.video_id', 'videos.id')
          .where('playlist_movies.playlist_id', '=', p('playlistId'))
          .orderBy('playlist_movies.id', 'asc')
          .limit(p('amount')),
      ),
      related: prepared<{ id: number; limit: number }, ListRow>(db, (p) =>
        this.relatedQuery(p('id'), p('limit')),
      ),
    };
  }

  /** The video a public id names (the rule of db/public-id.ts), whatever its status. */
  async resolve(publicId: string): Promise<{ id: number; status: VideoStatus } | undefined> {
    const [video] = await this.hot.byPublicId({ publicId, numericId: numericPublicId(publicId) ?? null });
    return video;
  }

  /** False when there is no such video. */
  async setStatus(videoId: number, status: VideoStatus): Promise<boolean> {
    const result = await this.db
      .updateTable('videos')
      .set({ status })
      .where('id', '=', videoId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Every public listing starts here: published videos only. */
  private listQuery(): SelectQueryBuilder<Database, 'videos', ListRow> {
    return this.db.selectFrom('videos').select(LIST_COLUMNS).where(IS_PUBLISHED);
  }

  /**
   * A page of a sorted listing. The page's ids come from the sort index alone (a "deferred join"), so a deep
   * page skips index entries rather than whole rows and costs about as much as the first.
   */
  async listOrdered(
    order: VideoSort | ToplistType,
    page: Page,
    duration?: DurationFilter,
  ): Promise<VideoListItem[]> {
    if (!duration) {
      const hot = await this.hot.ordered[order]({ limit: page.amount, offset: offsetOf(page) });
      return hot.map(toVideoListItem);
    }
    const column = ORDER_COLUMN[order];
    const pageIds = this.db
      .selectFrom('videos')
      .select('videos.id')
      .where(IS_PUBLISHED)
      .where(ofDuration(duration))
      .orderBy(column, 'desc')
      .orderBy('videos.id', 'desc')
      .limit(page.amount)
      .offset(offsetOf(page));
    return listItems(
      this.listQuery().where('videos.id', 'in', pageIds).orderBy(column, 'desc').orderBy('videos.id', 'desc'),
    );
  }

  /**
   * A category's videos, newest first: the link table's (category_id, video_id) index gives the page's ids
   * without a sort. The category is named by its public id and resolved in the same statement; an unknown
   * one gives no videos.
   */
  async listByCategory(
    categoryPublicId: string,
    page: Page,
    choice: ListChoice = {},
  ): Promise<VideoListItem[]> {
    return this.listLinked(LINKS.category, this.hot.byCategory, categoryPublicId, page, choice);
  }

  /** A star's videos, as `listByCategory` lists a category's. */
  async listByActor(actorPublicId: string, page: Page, choice: ListChoice = {}): Promise<VideoListItem[]> {
    return this.listLinked(LINKS.actor, this.hot.byActor, actorPublicId, page, choice);
  }

  private async listLinked(
    link: LinkTable,
    hot: (values: PagedParams & OwnerParams) => Promise<ListRow[]>,
    publicId: string,
    page: Page,
    choice: ListChoice,
  ): Promise<VideoListItem[]> {
    const owner = { publicId, numericId: numericPublicId(publicId) ?? null };
    if (choice.duration || (choice.sort && choice.sort !== 'newest'))
      return this.listLinkedSorted(link, owner, page, choice);
    const rows = await hot({ ...owner, limit: page.amount, offset: offsetOf(page) });
    return rows.map(toVideoListItem);
  }

  /**
   * A category's or star's videos in another order or filtered by duration: their videos read through the
   * link table. Newest is the highest id here too, as on the unsorted listing, so both agree.
   */
  private async listLinkedSorted(
    link: LinkTable,
    owner: OwnerParams,
    page: Page,
    choice: ListChoice,
  ): Promise<VideoListItem[]> {
    const sort = choice.sort ?? 'newest';
    const order = sort === 'newest' ? 'videos.id' : ORDER_COLUMN[sort];
    const linked = this.db
      .selectFrom(link.table)
      .select('video_id')
      .where(sql.ref<number>(link.column), '=', ownerOf(link, owner.publicId, owner.numericId));
    return listItems(
      onPage(
        this.listQuery()
          .where('videos.id', 'in', linked)
          .where(ofDuration(choice.duration))
          .orderBy(order, 'desc')
          .orderBy('videos.id', 'desc'),
        page,
      ),
    );
  }

  /** Partner videos: those whose external id is longer than our own ids (more than 10 characters). */
  async listPartnerVideos(page: Page): Promise<VideoListItem[]> {
    return listItems(
      onPage(
        this.listQuery()
          .where(sql<number>`length(videos.wmc_external_id)`, '>=', PARTNER_EXTERNAL_ID_MIN_LENGTH)
          .orderBy('videos.id', 'desc'),
        page,
      ),
    );
  }

  /** A playlist's videos in playlist order; none for a playlist that does not exist (or is empty). */
  async listByPlaylist(playlistId: number, amount: number): Promise<VideoListItem[]> {
    const rows = await this.hot.byPlaylist({ playlistId, amount });
    return rows.map(toVideoListItem);
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
      .select(LIST_COLUMNS)
      .where(IS_PUBLISHED)
      .orderBy('scored.score', 'desc')
      .orderBy('videos.view_count', 'desc')
      .orderBy('videos.id', 'desc')
      .limit(amount);
  }

  /**
   * A page of a toplist over the days from `fromDay` on, from the daily rollups (docs/decisions/0030): the
   * window's few days of rollup rows are summed per video, never the view log. Videos with nothing counted
   * in the window are left out; ties go to the newer video.
   */
  async listWindowed(
    type: ToplistType,
    fromDay: string,
    page: Page,
    prior: number,
  ): Promise<VideoListItem[]> {
    const total = {
      mostviewed: sql<number>`sum(s.views)`,
      mostrated: sql<number>`sum(s.ratings)`,
      mostcommented: sql<number>`sum(s.comments)`,
      // The same Bayesian mean as the all-time list, over the window's ratings.
      highestrating: sql<number>`(cast(${RATING_PRIOR_WEIGHT * prior} as double precision) + sum(s.rating_sum)) / (${sql.lit(RATING_PRIOR_WEIGHT)} + sum(s.ratings))`,
    }[type];
    const counted = {
      mostviewed: sql<number>`sum(s.views)`,
      mostrated: sql<number>`sum(s.ratings)`,
      mostcommented: sql<number>`sum(s.comments)`,
      highestrating: sql<number>`sum(s.ratings)`,
    }[type];
    const ranked = await this.db
      .selectFrom('video_daily_stats as s')
      .innerJoin('videos', 'videos.id', 's.video_id')
      .select(['s.video_id', total.as('score')])
      .where('s.day', '>=', fromDay)
      .where('videos.status', '=', 'published')
      .groupBy('s.video_id')
      .having(counted, '>', 0)
      .orderBy('score', 'desc')
      .orderBy('s.video_id', 'desc')
      .limit(page.amount)
      .offset(offsetOf(page))
      .execute();
    if (ranked.length === 0) return [];
    const rows = await this.listQuery()
      .where(
        'videos.id',
        'in',
        ranked.map((r) => r.video_id),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ranked.flatMap((r) => {
      const row = byId.get(r.video_id);
      return row ? [toVideoListItem(row)] : [];
    });
  }

  /** The first `limit` published ids in `order`, from the sort's index alone (videos/rankings.ts). */
  async rankedIds(order: VideoSort | ToplistType, limit: number): Promise<number[]> {
    return (await this.hot.ranking[order]({ limit })).map((row) => row.id);
  }

  /** The published videos of `ids`, in the order given (search results keep their ranking). */
  async listByIds(ids: number[]): Promise<VideoListItem[]> {
    if (ids.length === 0) return [];
    const rows =
      ids.length <= MAX_PAGE_AMOUNT
        ? await this.byIdsQuery(ids.length)(Object.fromEntries(ids.map((id, i) => [`id${i}`, id])))
        : await this.listQuery().where('videos.id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toVideoListItem(row)] : [];
    });
  }

  /** One compiled query per list length up to a page's 100: `in (…)` cannot take a varying list. */
  private byIdsQuery(length: number): (values: Record<string, number>) => Promise<ListRow[]> {
    let query = this.byIdsOfLength.get(length);
    if (!query) {
      query = prepared<Record<string, number>, ListRow>(this.db, (p) =>
        this.listQuery().where(
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
    let query = this.listQuery();
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
      description: video.description,
      videoURL: video.video_url,
      hlsURL: video.hls_url,
      seekThumbnailsURL: video.seek_thumbnails_url,
      createdDate: video.created_at,
      favouriteCount: video.favourite_count,
      movieMovieCategories: rowsOfJson<DetailCategoryRow>(video.categories).map((c) => ({
        movieCategory: { id: c.id, wmcExternalId: c.wmc_external_id, name: c.name },
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
    return listItems(
      this.listQuery()
        .innerJoin('video_views', 'video_views.video_id', 'videos.id')
        .where('video_views.member_id', '=', memberId)
        .groupBy('videos.id')
        .orderBy((eb) => eb.fn.countAll(), 'desc')
        .orderBy((eb) => eb.fn.max('video_views.viewed_at'), 'desc')
        .orderBy('videos.id', 'desc')
        .limit(amount),
    );
  }

  /** The videos a member rated highest, latest rating first among equals. */
  async listHighestRatedBy(memberId: string, amount: number): Promise<VideoListItem[]> {
    return listItems(
      this.listQuery()
        .innerJoin('ratings', 'ratings.video_id', 'videos.id')
        .where('ratings.member_id', '=', memberId)
        .orderBy('ratings.rating', 'desc')
        .orderBy('ratings.updated_at', 'desc')
        .orderBy('videos.id', 'desc')
        .limit(amount),
    );
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

  async playlistExists(playlistId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('playlists')
      .select('id')
      .where('id', '=', playlistId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Commits a counted view to the inbox, for the next fold (docs/decisions/0021). */
  async addToInbox(tx: Tx, view: PendingView): Promise<void> {
    await tx
      .insertInto('view_inbox')
      .values({ video_id: view.videoId, member_id: view.memberId, viewed_at: view.at })
      .execute();
  }

  /**
   * Removes up to `max` of the oldest inbox rows and answers them; the caller writes them with
   * `recordViews` in the same transaction. On PostgreSQL a second process folding at the same time blocks
   * on the rows this one deletes and then skips them, so no view is folded twice.
   */
  async takeFromInbox(tx: Tx, max: number): Promise<PendingView[]> {
    const rows = await tx
      .deleteFrom('view_inbox')
      .where('id', 'in', (eb) => eb.selectFrom('view_inbox').select('id').orderBy('id').limit(max))
      .returning(['video_id', 'member_id', 'viewed_at'])
      .execute();
    return rows.map((r) => ({ videoId: r.video_id, memberId: r.member_id, at: r.viewed_at }));
  }

  /**
   * THE place where counted views are written (folded from the inbox, or directly when views are not
   * buffered): the log rows and one counter update per video, so the counter always equals the log. Anything
   * derived from counted views (per-day rollups) belongs here, in the same transaction. A video or member may
   * be deleted while its view waits: such views are dropped (or made anonymous) rather than failing the batch
   * for everybody.
   */
  async recordViews(tx: Tx, pending: PendingView[]): Promise<void> {
    const videoIds = [...new Set(pending.map((v) => v.videoId))];
    const memberIds = [...new Set(pending.flatMap((v) => (v.memberId ? [v.memberId] : [])))];
    const liveVideos = new Set(
      (await tx.selectFrom('videos').select('id').where('id', 'in', videoIds).execute()).map((r) => r.id),
    );
    const liveMembers = new Set(
      memberIds.length === 0
        ? []
        : (await tx.selectFrom('members').select('id').where('id', 'in', memberIds).execute()).map(
            (r) => r.id,
          ),
    );
    const views = pending
      .filter((v) => liveVideos.has(v.videoId))
      .map((v) => ({ ...v, memberId: v.memberId && liveMembers.has(v.memberId) ? v.memberId : null }));
    if (views.length === 0) return;
    await tx
      .insertInto('video_views')
      .values(views.map((v) => ({ video_id: v.videoId, member_id: v.memberId, viewed_at: v.at })))
      .execute();
    const perVideo = new Map<number, number>();
    for (const view of views) perVideo.set(view.videoId, (perVideo.get(view.videoId) ?? 0) + 1);
    // In id order, so two transactions updating the same videos never wait on each other in a cycle.
    for (const [videoId, count] of [...perVideo].sort(([a], [b]) => a - b))
      await addToCounter(tx, videoId, 'view_count', count);
    await rollUpDaily(
      tx,
      views.map((v) => ({ videoId: v.videoId, at: v.at, views: 1 })),
    );
  }

  siteMean(): Promise<number> {
    return siteMeanRating(this.db);
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
