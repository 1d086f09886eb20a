import { sql, type Kysely } from 'kysely';
import { engineOf } from '../dialect.js';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Full-text search over video titles, star names and category names.
 * SQLite: one FTS5 table kept in step by triggers; its rowid encodes the entity (id * 4 + kind) so that
 * updates and deletes touch one row. PostgreSQL: GIN indexes on the same tsvector expressions the search
 * query uses, so nothing needs keeping in step.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`create index videos_search_idx on videos using gin (to_tsvector('simple', title))`.execute(db);
    await sql`create index actors_search_idx on actors using gin (to_tsvector('simple', first_name || ' ' || last_name))`.execute(
      db,
    );
    await sql`create index categories_search_idx on categories using gin (to_tsvector('simple', name))`.execute(
      db,
    );
    return;
  }

  await sql`create virtual table search_index using fts5(
    title, tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
  )`.execute(db);

  // Update triggers name their columns so that counter updates (every view) never touch the index.
  const sources = [
    { table: 'videos', kind: 1, columns: 'title', title: (row: string) => `${row}.title` },
    {
      table: 'actors',
      kind: 2,
      columns: 'first_name, last_name',
      title: (row: string) => `${row}.first_name || ' ' || ${row}.last_name`,
    },
    { table: 'categories', kind: 3, columns: 'name', title: (row: string) => `${row}.name` },
  ];
  for (const { table, kind, columns, title } of sources) {
    const rowid = (row: string) => `${row}.id * 4 + ${kind}`;
    await sql
      .raw(`insert into search_index (rowid, title) select ${rowid(table)}, ${title(table)} from ${table}`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_search_insert after insert on ${table} begin
           insert into search_index (rowid, title) values (${rowid('new')}, ${title('new')});
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_search_update after update of ${columns} on ${table} begin
           update search_index set title = ${title('new')} where rowid = ${rowid('old')};
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_search_delete after delete on ${table} begin
           delete from search_index where rowid = ${rowid('old')};
         end`,
      )
      .execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
