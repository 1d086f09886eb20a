import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** How many votes the site-wide mean counts for in the weighted ('highest rating') score. */
export const RATING_PRIOR_WEIGHT = 10;

/** The mean of every rating on the site: the prior of the weighted score (3, mid-scale, before any vote). */
export async function siteMeanRating(db: Db): Promise<number> {
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

/**
 * Sets video counters (views, ratings count and sum, comments, favourites) from the rows they count, then
 * the weighted score, set-based: for the given videos, or for every video when none are given (the seeder).
 */
export async function recountVideos(db: Db, videoIds?: number[]): Promise<void> {
  if (videoIds?.length === 0) return;
  const scopes: (number[] | undefined)[] = [];
  if (videoIds) for (let i = 0; i < videoIds.length; i += 500) scopes.push(videoIds.slice(i, i + 500));
  else scopes.push(undefined);
  for (const ids of scopes) {
    let update = db.updateTable('videos').set((eb) => ({
      view_count: eb
        .selectFrom('video_views')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('video_views.video_id', '=', 'videos.id'),
      rating_count: eb
        .selectFrom('ratings')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('ratings.video_id', '=', 'videos.id'),
      rating_sum: eb
        .selectFrom('ratings')
        .select(sql<number>`coalesce(sum(rating), 0)`.as('s'))
        .whereRef('ratings.video_id', '=', 'videos.id'),
      favourite_count: eb
        .selectFrom('favourites')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('favourites.video_id', '=', 'videos.id'),
      comment_count: eb
        .selectFrom('comments')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('comments.video_id', '=', 'videos.id'),
    }));
    if (ids) update = update.where('id', 'in', ids);
    await update.execute();
  }
  // The prior is read after the recount so that the counters being repaired do not skew it.
  const priorMass = RATING_PRIOR_WEIGHT * (await siteMeanRating(db));
  for (const ids of scopes) {
    let update = db.updateTable('videos').set({
      // Cast, so PostgreSQL does not infer an integer parameter and truncate the division.
      rating_score: sql<number>`case when rating_count = 0 then 0 else (cast(${priorMass} as double precision) + rating_sum) / (${sql.lit(RATING_PRIOR_WEIGHT)} + rating_count) end`,
    });
    if (ids) update = update.where('id', 'in', ids);
    await update.execute();
  }
}
