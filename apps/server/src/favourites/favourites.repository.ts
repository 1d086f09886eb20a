import type { Kysely } from 'kysely';
import type { Favourite } from '@starlane/contract';
import type { Database } from '../db/schema.js';
import { toMovieRef } from '../playlists/playlists.repository.js';

export class FavouriteRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private entries() {
    return this.db
      .selectFrom('favourites')
      .innerJoin('videos', 'videos.id', 'favourites.video_id')
      .select([
        'favourites.id',
        'favourites.member_id',
        'videos.id as video_id',
        'videos.wmc_external_id',
        'videos.title',
        'videos.thumbnail',
      ]);
  }

  /** Adds or removes the favourite and keeps the video's favourite_count in step; true when it is now a favourite. */
  async toggle(memberId: string, videoId: number, at: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('favourites')
        .where('member_id', '=', memberId)
        .where('video_id', '=', videoId)
        .executeTakeFirst();
      const isFavourite = Number(removed.numDeletedRows) === 0;
      if (isFavourite) {
        await trx
          .insertInto('favourites')
          .values({ member_id: memberId, video_id: videoId, created_at: at })
          .execute();
      }
      await trx
        .updateTable('videos')
        .set((eb) => ({ favourite_count: eb('favourite_count', '+', isFavourite ? 1 : -1) }))
        .where('id', '=', videoId)
        .execute();
      return isFavourite;
    });
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
}
