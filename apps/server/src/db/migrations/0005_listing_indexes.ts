import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Partial indexes of the published videos, one per listing order (docs/decisions/0017). A page of a sorted
 * listing reads its ids from one of these alone, `where status = 'published'` included, so a deep page skips
 * index entries and never reads the rows (nor the list of unpublished ids) it does not show. The queries
 * must repeat the condition as the same literal (`status = 'published'`), or the planners cannot use them.
 *
 * The older full indexes of 0001 stay: staff listings that show every status use them.
 */
const LISTING_ORDERS = [
  'created_at',
  'view_count',
  'rating_score',
  'rating_count',
  'comment_count',
  'length',
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of LISTING_ORDERS) {
    await db.schema
      .createIndex(`videos_published_${column}_idx`)
      .on('videos')
      .columns([`${column} desc`, 'id desc'])
      .where(sql.ref('status'), '=', sql.lit('published'))
      .execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
