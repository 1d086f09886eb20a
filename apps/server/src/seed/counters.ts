import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * How many 'average' ratings the highest-rating toplist pretends every video already has. It pulls a video
 * with two 5-star ratings below one with two hundred 4.8-star ratings, so the toplist is not won by luck.
 */
export const RATING_PRIOR_WEIGHT = 10;

/**
 * Sets every video's counters from the rows they count: views, ratings (count and sum), comments (replies
 * included) and favourites, then the Bayesian rating score
 *   (C * m + rating_sum) / (C + rating_count),  C = RATING_PRIOR_WEIGHT, m = the site-wide mean rating,
 * or 0 for a video nobody rated. Set-based, so it is one pass per statement on SQLite and PostgreSQL alike.
 */
export async function recomputeVideoCounters(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('videos')
    .set((eb) => ({
      view_count: eb
        .selectFrom('video_views')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('video_views.video_id', '=', 'videos.id'),
      rating_count: eb
        .selectFrom('ratings')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('ratings.video_id', '=', 'videos.id'),
      rating_sum: eb
        .selectFrom('ratings')
        .select((s) => s.fn.coalesce(s.fn.sum<number>('ratings.rating'), s.lit(0)).as('n'))
        .whereRef('ratings.video_id', '=', 'videos.id'),
      comment_count: eb
        .selectFrom('comments')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('comments.video_id', '=', 'videos.id'),
      favourite_count: eb
        .selectFrom('favourites')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('favourites.video_id', '=', 'videos.id'),
    }))
    .execute();

  // A second statement, because the score reads the rating_count and rating_sum written just above. The
  // mean is an uncorrelated subquery, which both engines evaluate once. The weight is inlined as a literal so
  // that PostgreSQL does not infer an integer type for a bound parameter and truncate the division.
  const weight = sql.lit(RATING_PRIOR_WEIGHT);
  await db
    .updateTable('videos')
    .set({
      rating_score: sql<number>`case when rating_count = 0 then 0 else (${weight} * (select avg(rating) from ratings) + rating_sum) / (${weight} + rating_count) end`,
    })
    .execute();
}

/** Sets every playlist's video_count from its entries. */
export async function recomputePlaylistCounts(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('playlists')
    .set((eb) => ({
      video_count: eb
        .selectFrom('playlist_movies')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('playlist_movies.playlist_id', '=', 'playlists.id'),
    }))
    .execute();
}
