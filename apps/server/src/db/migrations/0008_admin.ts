import { sql, type Kysely } from 'kysely';
import { engineOf, withSerialId } from '../dialect.js';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * The staff area (docs/departures.md): bans, hidden comments, curated playlists, paused ads, DMCA notices and the
 * audit log (docs/decisions/0029).
 *
 * The audit log is append-only: the app has no statement that changes or removes a row, and triggers on
 * both engines refuse UPDATE and DELETE, so a bug or a stray query cannot rewrite history either. It has no
 * foreign key to members on purpose: the record of what a staff member did outlives their account.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').addColumn('banned_at', 'text').execute();
  await db.schema.alterTable('members').addColumn('ban_reason', 'text').execute();
  await db.schema.alterTable('comments').addColumn('hidden_at', 'text').execute();
  await db.schema
    .alterTable('playlists')
    .addColumn('curated', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('ads').addColumn('paused_at', 'text').execute();

  await withSerialId(db, db.schema.createTable('audit_log'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
  await db.schema
    .createIndex('audit_log_object_idx')
    .on('audit_log')
    .columns(['object_type', 'object_id'])
    .execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').column('actor_id').execute();

  if (engineOf(db) === 'postgres') {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end; $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }

  await withSerialId(db, db.schema.createTable('dmca_notices'))
    .addColumn('claimant_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('work', 'text', (c) => c.notNull())
    /** The URLs as the claimant wrote them, JSON. */
    .addColumn('urls_json', 'text', (c) => c.notNull())
    /** The ids of our videos those URLs name, JSON, resolved when the notice is filed. */
    .addColumn('video_ids_json', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'rejected', 'taken_down', 'countered', 'restored')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('taken_down_at', 'text')
    .addColumn('counter_notice', 'text')
    .addColumn('countered_at', 'text')
    .addColumn('restored_at', 'text')
    .execute();
  await db.schema
    .createIndex('dmca_notices_status_idx')
    .on('dmca_notices')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
