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
