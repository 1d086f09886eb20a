import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Two things the schema needed for session management and playlist integrity:
 * - members list their sessions and end the others; the browser a session was started from (its
 *   User-Agent, cut to 200 characters) tells them apart;
 * - a video is in a playlist at most once: parallel adds on PostgreSQL could insert it twice. Duplicates
 *   already stored are removed (the oldest entry stays) and the playlists' counts recomputed before the
 *   unique index makes a second copy impossible.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();

  await sql`delete from playlist_movies where id not in (
    select min(id) from playlist_movies group by playlist_id, video_id
  )`.execute(db);
  await sql`update playlists set video_count = (
    select count(*) from playlist_movies where playlist_movies.playlist_id = playlists.id
  )`.execute(db);
  await db.schema
    .createIndex('playlist_movies_playlist_video_uq')
    .on('playlist_movies')
    .columns(['playlist_id', 'video_id'])
    .unique()
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
