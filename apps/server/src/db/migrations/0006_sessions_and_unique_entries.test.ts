import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrate.js';
import { makeMember, makePlaylist, makeVideo } from '../../test/factories.js';
import { testEngines } from '../../test/harness.js';
import { columnOf, migrationDatabase } from '../../test/migration.js';

describe.each(testEngines)('migration 0006 on %s', (engine) => {
  const openDatabase = migrationDatabase(engine);

  it('removes duplicate playlist entries, recounts, then refuses a second copy', async () => {
    const db = await openDatabase('0004_video_status');
    const member = await makeMember(db);
    const [a, b] = [await makeVideo(db), await makeVideo(db)];
    const playlist = await makePlaylist(db, member.id, [a.id, a.id, b.id, a.id]);

    await migrateToLatest(db);

    const entries = await db
      .selectFrom('playlist_movies')
      .select(['id', 'video_id'])
      .where('playlist_id', '=', playlist.id)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => e.id)).toEqual([playlist.entryIds[0], playlist.entryIds[2]]);
    expect(await columnOf(db, 'playlists', playlist.id, 'video_count')).toBe(2);
    await expect(
      db
        .insertInto('playlist_movies')
        .values({ playlist_id: playlist.id, video_id: b.id, created_at: 'x' })
        .execute(),
    ).rejects.toThrow();
    const session = await db.selectFrom('sessions').select('user_agent').executeTakeFirst();
    expect(session).toBeUndefined();
  });
});
