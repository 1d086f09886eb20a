import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DurationFilter, ToplistType, VideoListItem, VideoSort, WindowCount } from '@starlane/contract';
import { DURATION_BOUNDS } from '@starlane/contract';
import {
  IS_PUBLISHED,
  RATING_PRIOR_WEIGHT,
  VIDEO_LIST_COLUMNS,
  publishedVideoList,
  toVideoListItem,
  videoListItems,
  type VideoListRow,
} from '../catalogue/index.js';
import type { Database } from '../db/schema.js';
import { numericPublicId, publicIdRow } from '../db/public-id.js';
import { offsetOf, onPage, type Page } from '../db/paging.js';
import { prepared } from '../db/prepared.js';

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
/** The figure of its window each toplist is ordered by, which its cards show. */
const RANKED_FIGURE = {
  mostviewed: 'views',
  mostrated: 'ratings',
  mostcommented: 'comments',
  highestrating: 'averageRating',
} as const satisfies Record<ToplistType, WindowCount['ranks']>;

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

/**
 * The catalogue's sorted, filtered and windowed listings and the rankings behind deep pages
 * (docs/decisions/0017, 0030, 0038): the pages of `/api/video/`, the toplists, a category's and a star's.
 */
export class ListingRepository {
  /** The hottest reads, compiled once (db/prepared.ts). */
  private readonly hot;

  constructor(private readonly db: Kysely<Database>) {
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
    };
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
    return videoListItems(
      publishedVideoList(this.db)
        .where('videos.id', 'in', pageIds)
        .orderBy(column, 'desc')
        .orderBy('videos.id', 'desc'),
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
    return videoListItems(
      onPage(
        publishedVideoList(this.db)
          .where('videos.id', 'in', linked)
          .where(ofDuration(choice.duration))
          .orderBy(order, 'desc')
          .orderBy('videos.id', 'desc'),
        page,
      ),
    );
  }

  /**
   * A page of a toplist over the days from `fromDay` on, from the daily rollups (docs/decisions/0030): the
   * window's few days of rollup rows are summed per video, never the view log. Videos with nothing counted
   * in the window are left out; ties go to the newer video.
   */
  async listWindowed(
    type: ToplistType,
    window: WindowCount['window'],
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
      .select((eb) => [
        's.video_id',
        total.as('score'),
        eb.fn.sum<number | string>('s.views').as('views'),
        eb.fn.sum<number | string>('s.ratings').as('ratings'),
        eb.fn.sum<number | string>('s.comments').as('comments'),
        eb.fn.sum<number | string>('s.rating_sum').as('rating_sum'),
      ])
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
    const rows = await publishedVideoList(this.db)
      .where(
        'videos.id',
        'in',
        ranked.map((r) => r.video_id),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ranks = RANKED_FIGURE[type];
    return ranked.flatMap((r) => {
      const row = byId.get(r.video_id);
      if (!row) return [];
      // PostgreSQL answers sums of integers as numeric, which its driver hands over as strings.
      const ratings = Number(r.ratings);
      const windowCount: WindowCount = {
        window,
        ranks,
        views: Number(r.views),
        ratings,
        comments: Number(r.comments),
        averageRating: ratings > 0 ? Math.round((Number(r.rating_sum) / ratings) * 100) / 100 : 0,
      };
      return [{ ...toVideoListItem(row), windowCount }];
    });
  }

  /** The first `limit` published ids in `order`, from the sort's index alone (videos/rankings.ts). */
  async rankedIds(order: VideoSort | ToplistType, limit: number): Promise<number[]> {
    return (await this.hot.ranking[order]({ limit })).map((row) => row.id);
  }
}
