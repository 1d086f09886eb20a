import { describe, expect, it } from 'vitest';
import { makeAd, makeComment, makeMember, makePlaylist, makeVideo } from '../../test/factories.js';
import { migrateTestUpTo, testEngines } from '../../test/harness.js';
import { columnOf, migrationDatabase } from '../../test/migration.js';

describe.each(testEngines)('migration 0008 (staff area) on %s', (engine) => {
  const openDatabase = migrationDatabase(engine);

  it('leaves existing members unbanned, comments shown, playlists uncurated and ads running', async () => {
    const db = await openDatabase('0007_media_jobs');
    const member = await makeMember(db);
    const video = await makeVideo(db);
    const commentId = await makeComment(db, member.id, video.id);
    const playlist = await makePlaylist(db, member.id);
    const ad = await makeAd(db, 'header');

    expect(await migrateTestUpTo(db, '0008_admin')).toEqual(['0008_admin']);

    const row = await db
      .selectFrom('members')
      .innerJoin('comments', 'comments.member_id', 'members.id')
      .innerJoin('playlists', 'playlists.member_id', 'members.id')
      .select(['members.banned_at', 'comments.hidden_at', 'playlists.curated'])
      .where('comments.id', '=', commentId)
      .where('playlists.id', '=', playlist.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ banned_at: null, hidden_at: null, curated: 0 });
    expect(await columnOf(db, 'ads', ad, 'paused_at')).toBeNull();
    await expect(
      db
        .insertInto('dmca_notices')
        .values({
          claimant_name: 'x',
          email: 'x@example.test',
          work: 'w',
          urls_json: '[]',
          video_ids_json: '[]',
          signature: 'x',
          // @ts-expect-error -- the database, not the type, is under test
          status: 'bogus',
          created_at: new Date().toISOString(),
          taken_down_at: null,
          counter_notice: null,
          countered_at: null,
          restored_at: null,
        })
        .execute(),
    ).rejects.toThrow(/check/i);
  });
});
