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
 * Recounts the rating and favourite counters of some videos from their rows, set-based. Used where rows
 * disappear in bulk (a member deleting their account) rather than one at a time.
 */
export async function recountVideos(db: Db, videoIds: number[]): Promise<void> {
  if (videoIds.length === 0) return;
  const batches: number[][] = [];
  for (let i = 0; i < videoIds.length; i += 500) batches.push(videoIds.slice(i, i + 500));
  for (const ids of batches) {
    await db
      .updateTable('videos')
      .set((eb) => ({
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
      }))
      .where('id', 'in', ids)
      .execute();
  }
  // The prior is read after the recount so that the counters being repaired do not skew it.
  const priorMass = RATING_PRIOR_WEIGHT * (await siteMeanRating(db));
  for (const ids of batches) {
    await db
      .updateTable('videos')
      .set({
        rating_score: sql<number>`case when rating_count = 0 then 0 else (cast(${priorMass} as double precision) + rating_sum) / (${sql.lit(RATING_PRIOR_WEIGHT)} + rating_count) end`,
      })
      .where('id', 'in', ids)
      .execute();
  }
}
