import type { Kysely } from 'kysely';
import type { AccountExport, Favourite } from '@starlane/contract';
import type { Database } from '../db/schema.js';
import { lockRow } from '../db/locks.js';
import type { Tx } from '../db/transaction.js';
import { MOVIE_REF_COLUMNS, addToCounter, eraseCountedRows, toMovieRef } from '../catalogue/index.js';

export class FavouriteRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Favourites of published videos only: the others are kept, and come back with their video. */
  private entries() {
    return this.db
      .selectFrom('favourites')
      .innerJoin('videos', 'videos.id', 'favourites.video_id')
      .select(['favourites.id', ...MOVIE_REF_COLUMNS])
      .where('videos.status', '=', 'published');
  }

  /** Adds or removes the favourite and keeps the video's favourite_count in step; true when it is now a favourite. */
  async toggle(tx: Tx, memberId: string, videoId: number, at: string): Promise<boolean> {
    // Parallel toggles of one video wait for each other (two inserts would break the unique pair: a 500).
    await lockRow(tx, 'videos', videoId);
    const removed = await tx
      .deleteFrom('favourites')
      .where('member_id', '=', memberId)
      .where('video_id', '=', videoId)
      .executeTakeFirst();
    const isFavourite = Number(removed.numDeletedRows) === 0;
    if (isFavourite) {
      await tx
        .insertInto('favourites')
        .values({ member_id: memberId, video_id: videoId, created_at: at })
        .execute();
    }
    await addToCounter(tx, videoId, 'favourite_count', isFavourite ? 1 : -1);
    return isFavourite;
  }

  async isFavourite(memberId: string, videoId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('favourites')
      .select('id')
      .where('member_id', '=', memberId)
      .where('video_id', '=', videoId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async find(id: number): Promise<Favourite | undefined> {
    const row = await this.entries().where('favourites.id', '=', id).executeTakeFirst();
    return row ? { id: row.id, movie: toMovieRef(row) } : undefined;
  }

  /** Newest favourite first. */
  async listByMember(memberId: string): Promise<Favourite[]> {
    const rows = await this.entries()
      .where('favourites.member_id', '=', memberId)
      .orderBy('favourites.id', 'desc')
      .execute();
    return rows.map((row) => ({ id: row.id, movie: toMovieRef(row) }));
  }

  /** Every favourite of the member, taken-down videos too, for their export. */
  async exportFor(memberId: string): Promise<AccountExport['favourites']> {
    const rows = await this.db
      .selectFrom('favourites')
      .innerJoin('videos', 'videos.id', 'favourites.video_id')
      .select(['videos.wmc_external_id', 'videos.title', 'favourites.created_at'])
      .where('favourites.member_id', '=', memberId)
      .orderBy('favourites.id')
      .execute();
    return rows.map((f) => ({ wmcExternalId: f.wmc_external_id, title: f.title, addedAt: f.created_at }));
  }

  /** Deletes the member's favourites and recounts their videos; answers those videos. */
  eraseFor(tx: Tx, memberId: string): Promise<number[]> {
    return eraseCountedRows(tx, 'favourites', memberId);
  }
}
