import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * The language a member last used the site's account flows in (docs/decisions/0082): the mails they cause
 * are written in the language of that request, and this column keeps it for a mail somebody else causes
 * (staff resending a confirmation). Members from before it are English, the only language there was.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('locale', 'text', (col) => col.notNull().defaultTo('en'))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
