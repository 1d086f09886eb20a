import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type {
  DurationFilter,
  ToplistType,
  VideoDetail,
  VideoListItem,
  VideoSort,
  VideoStatus,
} from '@starlane/contract';
import { DURATION_BOUNDS, MAX_PAGE_AMOUNT, PARTNER_EXTERNAL_ID_MIN_LENGTH } from '@starlane/contract';
import {
  IS_PUBLISHED,
  JOINED_ACTOR_COLUMNS,
  RATING_PRIOR_WEIGHT,
  VIDEO_LIST_COLUMNS,
  toVideoListItem,
  type VideoListRow,
} from '../catalogue/index.js';
import type { Database } from '../db/schema.js';
import { numericPublicId, publicIdRow } from '../db/public-id.js';
import { engineOf } from '../db/dialect.js';
import { jsonArrayFrom, rowsOfJson } from '../db/json-array.js';
import { offsetOf, onPage, type Page } from '../db/paging.js';
import { prepared } from '../db/prepared.js';

interface DetailRow extends VideoListRow {
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

/** The list items a listing query answers. */
async function listItems<TB extends keyof Database>(
  query: SelectQueryBuilder<Database, TB, VideoListRow>,
): Promise<VideoListItem[]> {
  const rows = await query.execute();
  return rows.map(toVideoListItem);
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
  private readonly byIdsOfLength = new Map<
    number,
    (values: Record<string, number>) => Promise<VideoListRow[]>
  >();

  constructor(private readonly db: Kysely<Database>) {
    const engine = engineOf(db);
    // The page's ids come from an index alone (a "deferred join"), then CROSS JOIN, which SQLite never
    // reorders, looks up just those rows by primary key: a deep page skips index entries, never rows.
    const orderedPage = (column: (typeof ORDER_COLUMN)[keyof typeof ORDER_COLUMN]) =>
      prepared<PagedParams, VideoListRow>(db, (p) =>
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
          .select(VIDEO_LIST_COLUMNS)
          .whereRef('videos.id', '=', 'page.page_id')
          .orderBy('page.page_key', 'desc')
          .orderBy('page.page_id', 'desc'),
      );
    const linkedPage = (link: LinkTable) =>
      prepared<PagedParams & OwnerParams, VideoListRow>(db, (p) =>
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
          .select(VIDEO_LIST_COLUMNS)
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
  private listQuery(): SelectQueryBuilder<Database, 'videos', VideoListRow> {
    return this.db.selectFrom('videos').select(VIDEO_LIST_COLUMNS).where(IS_PUBLISHED);
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
    hot: (values: PagedParams & OwnerParams) => Promise<VideoListRow[]>,
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
  private byIdsQuery(length: number): (values: Record<string, number>) => Promise<VideoListRow[]> {
    let query = this.byIdsOfLength.get(length);
    if (!query) {
      query = prepared<Record<string, number>, VideoListRow>(this.db, (p) =>
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
}
