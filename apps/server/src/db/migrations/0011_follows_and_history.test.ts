import { describe, expect, it } from 'vitest';
import { makeActor, makeMember, makeVideo } from '../../test/factories.js';
import { migrateTestUpTo, testEngines } from '../../test/harness.js';
import { columnOf, migrationDatabase } from '../../test/migration.js';

describe.each(testEngines)('migration 0011 (follows and history) on %s', (engine) => {
  const openDatabase = migrationDatabase(engine);

  it('leaves existing histories unpaused, keeps one row per pair and cascades deletes', async () => {
    const db = await openDatabase('0010_durable_views');
    const member = await makeMember(db);

    expect(await migrateTestUpTo(db, '0011_follows_and_history')).toEqual(['0011_follows_and_history']);

    expect(await columnOf(db, 'members', member.id, 'history_paused')).toBe(0);

    const star = await makeActor(db);
    const video = await makeVideo(db);
    const at = new Date().toISOString();
    const follow = { member_id: member.id, actor_id: star.id, created_at: at };
    const watched = { member_id: member.id, video_id: video.id, position_seconds: 3, watched_at: at };
    await db.insertInto('star_follows').values(follow).execute();
    await db.insertInto('watch_history').values(watched).execute();
    await expect(db.insertInto('star_follows').values(follow).execute()).rejects.toThrow(/unique|duplicate/i);
    await expect(db.insertInto('watch_history').values(watched).execute()).rejects.toThrow(
      /unique|duplicate/i,
    );

    await db.deleteFrom('videos').where('id', '=', video.id).execute();
    expect(await db.selectFrom('watch_history').selectAll().execute()).toEqual([]);
    await db.deleteFrom('members').where('id', '=', member.id).execute();
    expect(await db.selectFrom('star_follows').selectAll().execute()).toEqual([]);
  });
});
