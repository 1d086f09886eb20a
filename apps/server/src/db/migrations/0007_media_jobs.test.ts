import { describe, expect, it } from 'vitest';
import { makeVideo } from '../../test/factories.js';
import { migrateTestUpTo, testEngines } from '../../test/harness.js';
import { migrationBefore, migrationDatabase } from '../../test/migration.js';

const BEFORE = migrationBefore('0007');

describe.each(testEngines)('migration 0007 (media jobs) on %s', (engine) => {
  const openDatabase = migrationDatabase(engine);

  it('leaves existing videos as they were and refuses a job state outside the list', async () => {
    const db = await openDatabase(BEFORE);
    const existing = await makeVideo(db, { title: 'before 0007' });

    expect(await migrateTestUpTo(db, '0007_media_jobs')).toEqual(['0007_media_jobs']);

    const row = await db
      .selectFrom('videos')
      .select(['status', 'preview_url', 'seek_thumbnails_url', 'poster_srcset'])
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'published',
      preview_url: null,
      seek_thumbnails_url: null,
      poster_srcset: null,
    });

    const now = new Date().toISOString();
    const job = {
      video_id: existing.id,
      kind: 'transcode' as const,
      source_path: '/tmp/x.mp4',
      source_name: 'x.mp4',
      max_attempts: 3,
      run_after: now,
      created_at: now,
      updated_at: now,
    };
    await db
      .insertInto('media_jobs')
      .values({ ...job, status: 'queued' })
      .execute();
    await expect(
      db
        .insertInto('media_jobs')
        // @ts-expect-error -- the database, not the type, is under test
        .values({ ...job, status: 'bogus' })
        .execute(),
    ).rejects.toThrow(/check/i);
    // A job goes with its video.
    await db.deleteFrom('videos').where('id', '=', existing.id).execute();
    const left = await db.selectFrom('media_jobs').select('id').execute();
    expect(left).toEqual([]);
  });
});
