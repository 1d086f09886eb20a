import { sql, type Kysely } from 'kysely';
import { engineOf } from '../dialect.js';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Catalogue text in Spanish and caption tracks (docs/decisions/0074). A video's title and description and a
 * category's name may carry a Spanish version, null where none was written (pages fall back to the default).
 * The search finds a video by either title: on SQLite the FTS row of a video holds both titles (its triggers
 * are made again to read `title_es` too); on PostgreSQL a GIN index on the tsvector of both, the expression the
 * search queries use. Caption tracks are WebVTT files in the media storage, one per video and language.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('videos').addColumn('title_es', 'text').execute();
  await db.schema.alterTable('videos').addColumn('description_es', 'text').execute();
  await db.schema.alterTable('categories').addColumn('name_es', 'text').execute();

  await db.schema
    .createTable('video_captions')
    .addColumn('video_id', 'integer', (col) => col.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('video_captions_pk', ['video_id', 'lang'])
    .execute();

  if (engineOf(db) === 'postgres') {
    await sql`drop index if exists videos_search_idx`.execute(db);
    await sql`create index videos_search_idx on videos
      using gin (to_tsvector('simple', title || coalesce(' ' || title_es, '')))`.execute(db);
    return;
  }

  // Every title_es is null here, so the index rows stay as they are; only the triggers learn the new column.
  const both = (row: string) => `${row}.title || coalesce(' ' || ${row}.title_es, '')`;
  await sql`drop trigger videos_search_insert`.execute(db);
  await sql`drop trigger videos_search_update`.execute(db);
  await sql
    .raw(
      `create trigger videos_search_insert after insert on videos begin
         insert into search_index (rowid, title) values (new.id * 4 + 1, ${both('new')});
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger videos_search_update after update of title, title_es on videos begin
         update search_index set title = ${both('new')} where rowid = old.id * 4 + 1;
       end`,
    )
    .execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
