import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A video's publication state (docs/decisions/0011). Every existing video stays published. The allowed
 * values are written out here rather than imported, so that a later change of the list needs a migration
 * of its own; the CHECK holds on SQLite (ADD COLUMN accepts it) and PostgreSQL alike.
 *
 * The partial index holds the few videos that are not published: listings that page through a sort index
 * alone leave those ids out with one look-up per query instead of reading every row they skip.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('videos')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('published')
        .check(sql`status in ('published', 'processing', 'unpublished', 'failed')`),
    )
    .execute();
  await db.schema
    .createIndex('videos_unpublished_idx')
    .on('videos')
    .column('id')
    .where(sql.ref('status'), '<>', 'published')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
