import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

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
