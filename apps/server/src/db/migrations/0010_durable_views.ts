import type { Kysely } from 'kysely';
import { withSerialId } from '../dialect.js';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Durable view counting (docs/decisions/0021).
 *
 * `view_inbox` holds counted views that are committed but not yet folded into `videos.view_count` and the
 * view log: a view is acknowledged only once its inbox row has committed, and a fold moves rows out of the
 * inbox in the same transaction that adds them to the counters, so a crash loses or doubles none. No
 * foreign keys: the fold drops views of videos deleted meanwhile, and the inbox insert stays one cheap write.
 *
 * `visit_claims` remembers who was counted for what, for the dedup window (one counted view per visitor
 * per video, one ad event per visitor per ad and action): one row per scope and visitor, claimed again
 * only once the window has passed. It lives in the database so every process shares it and no process's
 * memory grows with the number of visitors; old rows are purged on a timer.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('view_inbox'))
    .addColumn('video_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'text')
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('visit_claims')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('visit_claims_pk', ['scope', 'visitor'])
    .execute();
  await db.schema.createIndex('visit_claims_claimed_idx').on('visit_claims').column('claimed_at').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
