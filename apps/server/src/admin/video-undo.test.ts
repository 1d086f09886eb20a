import { describe, expect, it } from 'vitest';
import { ALL_ZERO_UUID, type AdminPage, type AuditEntry } from '@starlane/contract';
import { memberRequests, signUpMember, signUpStaff } from '../test/accounts.js';
import { makeActor, makeCategory, makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

/** A video's delete keeps what it took in its audit row, and an undo from the audit log puts it all back. */
describe.each(testEngines)('video delete undo on %s', (engine) => {
  const ctx = useTestApp(engine);
  const db = () => ctx.deps.database.db;
  const { get, post } = memberRequests(ctx);

  const deleteEntry = async (staff: Awaited<ReturnType<typeof signUpStaff>>, id: number) =>
    (await get(`/api/admin/audit?action=video.delete&objectId=${id}&amount=1`, staff)).json<
      AdminPage<AuditEntry>
    >().$values[0]!;

  const LINKED = [
    'video_categories',
    'video_actors',
    'playlist_movies',
    'favourites',
    'ratings',
    'video_views',
    'video_daily_stats',
    'comments',
    'watch_history',
  ] as const;

  /** What visitors and the member see of a video, and the rows that hang off it. */
  const seen = async (
    id: number,
    externalId: string,
    member: Awaited<ReturnType<typeof signUpMember>>,
    playlistId: number,
  ) => {
    const video = await get(`/api/video/getmovie?id=${externalId}`);
    const favourites = (await get('/api/favourite/', member)).json<{ $values: unknown[] }>().$values.length;
    const playlist = await db()
      .selectFrom('playlists')
      .select('video_count')
      .where('id', '=', playlistId)
      .executeTakeFirstOrThrow();
    const rows: Record<string, number> = {};
    for (const table of LINKED) {
      const { n } = await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('video_id', '=', id)
        .executeTakeFirstOrThrow();
      rows[table] = Number(n);
    }
    return {
      status: video.statusCode,
      body: video.statusCode === 200 ? video.json<Record<string, unknown>>() : null,
      playlistCount: Number(playlist.video_count),
      favourites,
      rows,
    };
  };

  it('deletes a video with all it holds, and an undo brings back its page, links and members’ lists once', async () => {
    const staff = await signUpStaff(ctx);
    const member = await signUpMember(ctx);
    const category = await makeCategory(db());
    const star = await makeActor(db());
    const video = await makeVideo(db(), { length: 120, categoryIds: [category.id], actorIds: [star.id] });
    const playlist = (await post('/api/playlist/create?name=Keep', member)).json<{ id: number }>();
    expect(
      (await post(`/api/playlist/addvideo?playlistId=${playlist.id}&videoId=${video.id}`, member)).statusCode,
    ).toBe(200);
    expect((await post(`/api/video/ratevideo?rating=4&videoId=${video.id}`, member)).statusCode).toBe(200);
    expect((await post(`/api/favourite/favourite?videoId=${video.id}`, member)).statusCode).toBe(200);
    expect((await post(`/api/video/logvideoview?videoId=${video.id}`, member)).statusCode).toBe(200);
    expect(
      (
        await post('/api/videocomment/addCommentToVideo', member, {
          videoId: video.id,
          videocomment: 'kept through an undo',
          ParentCommentId: ALL_ZERO_UUID,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/history/position', member, { videoId: video.id, positionSeconds: 30 })).statusCode,
    ).toBe(200);
    const before = await seen(video.id, video.wmcExternalId, member, playlist.id);
    expect(before).toMatchObject({ status: 200, playlistCount: 1, favourites: 1 });
    expect(before.rows).toMatchObject({
      video_categories: 1,
      video_actors: 1,
      ratings: 1,
      comments: 1,
      watch_history: 1,
    });

    const deleted = await post(`/api/admin/videos/${video.id}/delete`, staff);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<{ title: string }>().title).toBe('Video deleted. Undo it from the audit log.');
    const gone = await seen(video.id, video.wmcExternalId, member, playlist.id);
    expect(gone).toMatchObject({ status: 404, playlistCount: 0, favourites: 0 });
    expect(Object.values(gone.rows).every((n) => n === 0)).toBe(true);

    const entry = await deleteEntry(staff, video.id);
    expect(entry.undoable).toBe(true);
    const undone = await post(`/api/admin/audit/${entry.id}/undo`, staff);
    expect(undone.statusCode).toBe(200);
    expect(undone.json<{ title: string }>().title).toBe('Delete undone');
    expect(await seen(video.id, video.wmcExternalId, member, playlist.id)).toEqual(before);

    // Once only, and the entry says so.
    expect((await post(`/api/admin/audit/${entry.id}/undo`, staff)).statusCode).toBe(409);
    expect((await deleteEntry(staff, video.id)).undoable).toBe(false);
    expect((await post(`/api/admin/audit/${entry.id}/undo`, member)).statusCode).toBe(403);
  });

  it('leaves out what has gone since, and refuses when the old external id is taken again', async () => {
    const staff = await signUpStaff(ctx);
    const member = await signUpMember(ctx);
    const category = await makeCategory(db());
    const video = await makeVideo(db(), { categoryIds: [category.id] });
    const playlist = (await post('/api/playlist/create?name=Gone', member)).json<{ id: number }>();
    await post(`/api/playlist/addvideo?playlistId=${playlist.id}&videoId=${video.id}`, member);
    await post(`/api/admin/videos/${video.id}/delete`, staff);
    // The playlist and the category go while the video is deleted: the undo brings the video back without them.
    expect((await post(`/api/playlist/remove?playlistId=${playlist.id}`, member)).statusCode).toBe(200);
    expect((await post(`/api/admin/categories/${category.id}/delete`, staff)).statusCode).toBe(200);
    const entry = await deleteEntry(staff, video.id);
    expect((await post(`/api/admin/audit/${entry.id}/undo`, staff)).statusCode).toBe(200);
    expect((await get(`/api/video/getmovie?id=${video.wmcExternalId}`)).statusCode).toBe(200);
    expect(
      await db()
        .selectFrom('video_categories')
        .select('category_id')
        .where('video_id', '=', video.id)
        .execute(),
    ).toEqual([]);

    const other = await makeVideo(db());
    await post(`/api/admin/videos/${other.id}/delete`, staff);
    await makeVideo(db(), { wmcExternalId: other.wmcExternalId });
    const refused = await post(`/api/admin/audit/${(await deleteEntry(staff, other.id)).id}/undo`, staff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ title: string }>().title).toContain(other.wmcExternalId);
  });
});
