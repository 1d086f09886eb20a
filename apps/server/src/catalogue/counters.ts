import { sql, type ExpressionBuilder, type UpdateObject } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import { rebuildDailyStats } from './daily-stats.js';

/*
 * The counters a video carries (views, ratings count and sum, weighted score, comments, favourites) and the
 * math on them, in one place: the features that change the rows they count move them here, in the same
 * transaction (docs/decisions/0003).
 */

/** Spec section 5: the average is the plain mean of the ratings, 0 when there are none. */
export function averageRating(ratingSum: number, ratingCount: number): number {
  return ratingCount === 0 ? 0 : Math.round((ratingSum / ratingCount) * 100) / 100;
}

/** How many votes the site-wide mean counts for in the weighted ('highest rating') score. */
export const RATING_PRIOR_WEIGHT = 10;

/** The mean of every rating on the site: the prior of the weighted score (3, mid-scale, before any vote). */
export async function siteMeanRating(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('videos')
    .select((eb) => [
      eb.fn.sum<number>('rating_sum').as('sum'),
      eb.fn.sum<number>('rating_count').as('count'),
    ])
    .executeTakeFirst();
  const count = Number(row?.count ?? 0);
  return count === 0 ? 3 : Number(row?.sum ?? 0) / count;
}

/** Bayesian mean: pulls videos with few votes towards the site mean, so one 5-star vote cannot top the list. */
export function weightedScore(ratingSum: number, ratingCount: number, prior: number): number {
  return ratingCount === 0
    ? 0
    : (RATING_PRIOR_WEIGHT * prior + ratingSum) / (RATING_PRIOR_WEIGHT + ratingCount);
}

/** The weighted score in SQL, over the row's rating_sum and rating_count plus the given deltas. */
function weightedScoreSql(prior: number, sumDelta = 0, countDelta = 0) {
  // Cast, so PostgreSQL does not infer an integer parameter and truncate the division.
  return sql<number>`case when rating_count + ${countDelta} = 0 then 0 else (cast(${RATING_PRIOR_WEIGHT * prior} as double precision) + rating_sum + ${sumDelta}) / (${sql.lit(RATING_PRIOR_WEIGHT)} + rating_count + ${countDelta}) end`;
}

/** Moves one counter of a video by `delta`, beside the change of the rows it counts. */
export async function addToCounter(
  db: Executor,
  videoId: number,
  column: 'view_count' | 'comment_count' | 'favourite_count',
  delta: number,
): Promise<void> {
  await db
    .updateTable('videos')
    .set((eb) => ({ [column]: eb(column, '+', delta) }))
    .where('id', '=', videoId)
    .execute();
}

/** Counts a new or changed rating into the video's count, sum and weighted score; answers the new totals. */
export function addToRatings(
  db: Executor,
  videoId: number,
  change: { countDelta: number; sumDelta: number; prior: number },
): Promise<{ ratingCount: number; ratingSum: number }> {
  return db
    .updateTable('videos')
    .set((eb) => ({
      rating_count: eb('rating_count', '+', change.countDelta),
      rating_sum: eb('rating_sum', '+', change.sumDelta),
      rating_score: weightedScoreSql(change.prior, change.sumDelta, change.countDelta),
    }))
    .where('id', '=', videoId)
    .returning(['rating_count as ratingCount', 'rating_sum as ratingSum'])
    .executeTakeFirstOrThrow();
}

/** The rows of `table` that count towards the video being updated. */
function rowsOf(table: 'video_views' | 'ratings' | 'favourites' | 'comments') {
  return (eb: ExpressionBuilder<Database, 'videos'>) =>
    eb.selectFrom(table).where(`${table}.video_id`, '=', eb.ref('videos.id'));
}

/** Updates the given videos, 500 at a time (an IN list has its limits), or every video when none are given. */
async function updateVideos(
  db: Executor,
  videoIds: number[] | undefined,
  set: UpdateObject<Database, 'videos'>,
): Promise<void> {
  if (!videoIds) {
    await db.updateTable('videos').set(set).execute();
    return;
  }
  for (let i = 0; i < videoIds.length; i += 500) {
    await db
      .updateTable('videos')
      .set(set)
      .where('id', 'in', videoIds.slice(i, i + 500))
      .execute();
  }
}

/**
 * Sets video counters from the rows they count, then the weighted score, set-based: for the given videos,
 * or for every video when none are given (the seeder).
 */
export async function recountVideos(db: Executor, videoIds?: number[]): Promise<void> {
  if (videoIds?.length === 0) return;
  const count = (eb: ExpressionBuilder<Database, 'videos'>) => eb.fn.countAll<number>().as('n');
  await updateVideos(db, videoIds, {
    view_count: (eb) => rowsOf('video_views')(eb).select(count(eb)),
    rating_count: (eb) => rowsOf('ratings')(eb).select(count(eb)),
    rating_sum: (eb) => rowsOf('ratings')(eb).select(sql<number>`coalesce(sum(rating), 0)`.as('s')),
    favourite_count: (eb) => rowsOf('favourites')(eb).select(count(eb)),
    comment_count: (eb) => rowsOf('comments')(eb).select(count(eb)),
  });
  // The prior is read after the recount so that the counters being repaired do not skew it.
  await updateVideos(db, videoIds, { rating_score: weightedScoreSql(await siteMeanRating(db)) });
  await rebuildDailyStats(db, videoIds);
}

/**
 * Deletes a member's rows of a table the video counters count and recounts the videos they were on, so
 * that erasing a member leaves each counter as the remaining rows say; answers those videos.
 */
export async function eraseCountedRows(
  tx: Executor,
  table: 'favourites' | 'ratings',
  memberId: string,
): Promise<number[]> {
  const rows = await tx.deleteFrom(table).where('member_id', '=', memberId).returning('video_id').execute();
  const videoIds = rows.map((row) => row.video_id);
  await recountVideos(tx, videoIds);
  return videoIds;
}
