import type { Kysely } from 'kysely';
import type { AccountExport, VideoListItem } from '@starlane/contract';
import {
  addToRatings,
  publishedVideoList,
  eraseCountedRows,
  rollUpDaily,
  videoListItems,
} from '../catalogue/index.js';
import type { Database } from '../db/schema.js';
import { lockRow } from '../db/locks.js';
import type { Tx } from '../db/transaction.js';

export class RatingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The member's rating of the video, or null. */
  async ratingOf(memberId: string, videoId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('ratings')
      .select('rating')
      .where('member_id', '=', memberId)
      .where('video_id', '=', videoId)
      .executeTakeFirst();
    return row?.rating ?? null;
  }

  /** The published videos a member rated highest, latest rating first among equals. */
  async listHighestRatedBy(memberId: string, amount: number): Promise<VideoListItem[]> {
    return videoListItems(
      publishedVideoList(this.db)
        .innerJoin('ratings', 'ratings.video_id', 'videos.id')
        .where('ratings.member_id', '=', memberId)
        .orderBy('ratings.rating', 'desc')
        .orderBy('ratings.updated_at', 'desc')
        .orderBy('videos.id', 'desc')
        .limit(amount),
    );
  }

  /**
   * One rating per member and video: a new one replaces the old. The video's count, sum and weighted score
   * change in the same transaction, so the counters always equal the rows.
   */
  async rate(
    tx: Tx,
    rating: { memberId: string; videoId: number; rating: number; at: string },
    prior: number,
  ): Promise<{ ratingCount: number; ratingSum: number }> {
    // Parallel ratings of one video wait for each other: the first of two parallel first ratings would
    // otherwise both insert (a 500) and the sum move by both deltas.
    await lockRow(tx, 'videos', rating.videoId);
    const previous = await tx
      .selectFrom('ratings')
      .select(['rating', 'created_at'])
      .where('member_id', '=', rating.memberId)
      .where('video_id', '=', rating.videoId)
      .executeTakeFirst();
    if (previous) {
      await tx
        .updateTable('ratings')
        .set({ rating: rating.rating, updated_at: rating.at })
        .where('member_id', '=', rating.memberId)
        .where('video_id', '=', rating.videoId)
        .execute();
    } else {
      await tx
        .insertInto('ratings')
        .values({
          member_id: rating.memberId,
          video_id: rating.videoId,
          rating: rating.rating,
          created_at: rating.at,
          updated_at: rating.at,
        })
        .execute();
    }
    // A changed rating stays counted on the day it was first given, as a rebuild from the rows counts it.
    await rollUpDaily(tx, [
      {
        videoId: rating.videoId,
        at: previous?.created_at ?? rating.at,
        ratings: previous ? 0 : 1,
        ratingSum: rating.rating - (previous?.rating ?? 0),
      },
    ]);
    return addToRatings(tx, rating.videoId, {
      countDelta: previous ? 0 : 1,
      sumDelta: rating.rating - (previous?.rating ?? 0),
      prior,
    });
  }

  /** Every rating of the member, taken-down videos too, for their export. */
  async exportFor(memberId: string): Promise<AccountExport['ratings']> {
    const rows = await this.db
      .selectFrom('ratings')
      .innerJoin('videos', 'videos.id', 'ratings.video_id')
      .select(['videos.wmc_external_id', 'videos.title', 'ratings.rating', 'ratings.updated_at'])
      .where('ratings.member_id', '=', memberId)
      .execute();
    return rows.map((r) => ({
      wmcExternalId: r.wmc_external_id,
      title: r.title,
      rating: r.rating,
      ratedAt: r.updated_at,
    }));
  }

  /** Deletes the member's ratings and recounts their videos (counts, sums, scores, rollups); answers them. */
  eraseFor(tx: Tx, memberId: string): Promise<number[]> {
    return eraseCountedRows(tx, 'ratings', memberId);
  }
}
