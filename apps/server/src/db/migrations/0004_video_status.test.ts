import { describe, expect, it } from 'vitest';
import { makeVideo } from '../../test/factories.js';
import { migrateTestUpTo, testEngines } from '../../test/harness.js';
import { columnOf, migrationDatabase } from '../../test/migration.js';

describe.each(testEngines)('migration 0004 (video status) on %s', (engine) => {
  const openDatabase = migrationDatabase(engine);

  it('keeps every existing video published and refuses a status outside the list', async () => {
    const db = await openDatabase('0003_drop_members_deleted_at');
    // The factory writes only the columns 0001 knows, apart from status, which is not there yet.
    const existing = await makeVideo(db, { title: 'before 0004', status: undefined });

    // Up to 0004 only: later migrations have tests of their own.
    expect(await migrateTestUpTo(db, '0004_video_status')).toEqual(['0004_video_status']);

    expect(await columnOf(db, 'videos', existing.id, 'status')).toBe('published');
    const made = await makeVideo(db, { status: 'processing' });
    await expect(
      db
        .updateTable('videos')
        // @ts-expect-error -- the database, not the type, is under test
        .set({ status: 'bogus' })
        .where('id', '=', made.id)
        .execute(),
    ).rejects.toThrow(/check/i);
  });
});
