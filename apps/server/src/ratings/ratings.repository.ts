import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { RATING_PRIOR_WEIGHT } from '../videos/video-counters.js';

export class RatingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async ratingOf(memberId: string, videoId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('ratings')
      .select('rating')
      .where('member_id', '=', memberId)
      .where('video_id', '=', videoId)
      .executeTakeFirst();
    return row?.rating ?? null;
  }

  /**
   * One rating per member and video: a new one replaces the old. The video's count, sum and weighted score
   * change in the same transaction, so the counters always equal the rows.
   */
  async rate(
    memberId: string,
    videoId: number,
    rating: number,
    at: string,
    prior: number,
  ): Promise<{ ratingCount: number; ratingSum: number }> {
    return this.db.transaction().execute(async (trx) => {
      const previous = await trx
        .selectFrom('ratings')
        .select('rating')
        .where('member_id', '=', memberId)
        .where('video_id', '=', videoId)
        .executeTakeFirst();
      if (previous) {
        await trx
          .updateTable('ratings')
          .set({ rating, updated_at: at })
          .where('member_id', '=', memberId)
          .where('video_id', '=', videoId)
          .execute();
      } else {
        await trx
          .insertInto('ratings')
          .values({ member_id: memberId, video_id: videoId, rating, created_at: at, updated_at: at })
          .execute();
      }
      const countDelta = previous ? 0 : 1;
      const sumDelta = rating - (previous?.rating ?? 0);
      const priorMass = RATING_PRIOR_WEIGHT * prior;
      return trx
        .updateTable('videos')
        .set((eb) => ({
          rating_count: eb('rating_count', '+', countDelta),
          rating_sum: eb('rating_sum', '+', sumDelta),
          rating_score: sql<number>`(cast(${priorMass} as double precision) + rating_sum + ${sumDelta}) / (${sql.lit(RATING_PRIOR_WEIGHT)} + rating_count + ${countDelta})`,
        }))
        .where('id', '=', videoId)
        .returning(['rating_count as ratingCount', 'rating_sum as ratingSum'])
        .executeTakeFirstOrThrow();
    });
  }
}
