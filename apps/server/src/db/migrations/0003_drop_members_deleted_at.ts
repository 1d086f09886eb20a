import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Deleting an account removes its row (comments stay, without an author), so `members.deleted_at` was never
 * set: the column goes rather than suggest a soft delete that does not exist.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('deleted_at').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
