import { sql, type Kysely } from 'kysely';
import { withSerialId } from '../dialect.js';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * The media pipeline (docs/decisions/0025): one table of durable jobs, claimed under a lease so that a
 * crashed worker's job is taken up again once its lease runs out, and three media columns on the videos
 * (hover preview, seek thumbnails track, poster srcset). The job states are written out here rather than
 * imported, so a later change of the list needs a migration of its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('media_jobs'))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source_path', 'text', (c) => c.notNull())
    .addColumn('source_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('queued', 'running', 'done', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('progress_permille', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stage', 'text')
    .addColumn('error', 'text')
    .addColumn('result', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  // What a worker asks for: the next due job, or a running one whose lease has run out.
  await db.schema
    .createIndex('media_jobs_due_idx')
    .on('media_jobs')
    .columns(['status', 'run_after'])
    .execute();
  await db.schema.createIndex('media_jobs_video_idx').on('media_jobs').column('video_id').execute();

  await db.schema.alterTable('videos').addColumn('preview_url', 'text').execute();
  await db.schema.alterTable('videos').addColumn('seek_thumbnails_url', 'text').execute();
  await db.schema.alterTable('videos').addColumn('poster_srcset', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
