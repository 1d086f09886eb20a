import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Recommendations (docs/decisions/0034).
 *
 * `video_similar` holds each video's top neighbours by co-views, co-ratings and co-favourites, rebuilt
 * in the background; the home row reads a member's few recent videos' neighbours from it by primary key
 * and never scans the view log per request. `rank` is 1 for the closest neighbour.
 *
 * `member_liked_categories` and `member_liked_actors` are a member's wizard picks. Foreign keys on both
 * sides: deleting a member, a category or a star takes the picks with it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('video_similar')
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('similar_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('video_similar_pk', ['video_id', 'similar_id'])
    .execute();
  // Deleting a video cascades to the rows naming it as a neighbour; this keeps that cheap.
  await db.schema.createIndex('video_similar_similar_idx').on('video_similar').column('similar_id').execute();

  for (const [table, column, parent] of [
    ['member_liked_categories', 'category_id', 'categories.id'],
    ['member_liked_actors', 'actor_id', 'actors.id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn(column, 'integer', (c) => c.notNull().references(parent).onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['member_id', column])
      .execute();
    await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
