import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberRequests, signUpMember, type TestMember, signUpStaff } from '../test/accounts.js';
import { auditOf } from '../test/admin.js';
import { pngDataUrl, widthOf } from '../test/clips.js';
import { makeActor, makeCategory, makeFavourite, makePlaylist, makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

describe.each(testEngines)('staff work on videos, stars and categories on %s', (engine) => {
  const ctx = useTestApp(engine, {});
  const db = () => ctx.deps.database.db;
  const http = memberRequests(ctx);
  const audit = auditOf(ctx);
  const lastAudit = () => audit.last(staff);
  let staff: TestMember;
  let picture: string;
  /** Two stars or two categories, a video linked to both and one linked to the first only. */
  async function mergeCase<T extends { id: number }>(
    make: (database: ReturnType<typeof db>) => Promise<T>,
    links: 'actorIds' | 'categoryIds',
  ) {
    const from = await make(db());
    const into = await make(db());
    const both = await makeVideo(db(), { [links]: [from.id, into.id] });
    const only = await makeVideo(db(), { [links]: [from.id] });
    return { from, into, both, only };
  }
  /** Staff merge one star or category into another; the status code. */
  const merge = async (kind: 'stars' | 'categories', id: number, intoId: number) =>
    (await http.post(`/api/admin/${kind}/${id}/merge`, staff, { intoId })).statusCode;
  /** The links of these videos to stars or to categories, by video. */
  const linksOf = (table: 'video_actors' | 'video_categories', videoIds: number[]) =>
    db().selectFrom(table).selectAll().where('video_id', 'in', videoIds).orderBy('video_id').execute();

  beforeAll(async () => {
    staff = await signUpStaff(ctx);
    picture = pngDataUrl();
  });

  it('edits a video: the public page shows the new title, categories and stars, and the audit row has both', async () => {
    const video = await makeVideo(db(), { title: 'Old title' });
    const category = await makeCategory(db(), { name: 'Picked' });
    const star = await makeActor(db(), { firstName: 'Ada', lastName: 'Star' });
    await http.get(`/api/video/getmovie?id=${video.wmcExternalId}`);

    const edited = await http.post(`/api/admin/videos/${video.id}/update`, staff, {
      title: '  New title ',
      description: 'Better',
      categoryIds: [category.id, category.id],
      starIds: [star.id],
    });
    expect(edited.statusCode).toBe(200);

    const page = (await http.get(`/api/video/getmovie?id=${video.wmcExternalId}`)).json<{
      title: string;
      movieMovieCategories: { movieCategory: { name: string } }[];
      movieActors: { actor: { firstName: string } }[];
    }>();
    expect(page.title).toBe('New title');
    expect(page.movieMovieCategories.map((c) => c.movieCategory.name)).toEqual(['Picked']);
    expect(page.movieActors.map((a) => a.actor.firstName)).toEqual(['Ada']);
    const entry = await lastAudit();
    expect(entry).toMatchObject({
      actorId: staff.id,
      action: 'video.update',
      objectType: 'video',
      objectId: String(video.id),
      before: { title: 'Old title', categoryIds: [] },
      after: { title: 'New title', categoryIds: [category.id], starIds: [star.id] },
    });
    const unknown = await http.post(`/api/admin/videos/${video.id}/update`, staff, {
      title: 'x',
      description: '',
      categoryIds: [987654],
      starIds: [],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await http.post(`/api/admin/videos/${video.id}/update`, staff, { title: '' })).statusCode).toBe(
      400,
    );
  });

  it('resizes uploaded pictures on the server and refuses what is not a picture', async () => {
    const video = await makeVideo(db());
    const answer = await http.post(`/api/admin/videos/${video.id}/thumbnail`, staff, { picture });
    expect(answer.statusCode).toBe(200);
    const url = answer.json<{ thumbnail: string }>().thumbnail;
    expect(url).toMatch(/^\/media\/thumbnails\/.+\.jpg$/);
    expect(widthOf(path.join(ctx.deps.config.dataDir, url))).toBe(640);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    const junk = await http.post(`/api/admin/videos/${video.id}/thumbnail`, staff, {
      picture: `data:image/png;base64,${Buffer.from('not a picture at all').toString('base64')}`,
    });
    expect(junk.statusCode).toBe(400);
    expect(
      (await http.post(`/api/admin/videos/${video.id}/thumbnail`, staff, { picture: 'javascript:alert(1)' }))
        .statusCode,
    ).toBe(400);
  });

  it('deletes a video and keeps playlists and favourites consistent', async () => {
    const video = await makeVideo(db());
    const keep = await makeVideo(db());
    const owner = await signUpMember(ctx);
    const playlist = await makePlaylist(db(), owner.id, [video.id, keep.id]);
    await makeFavourite(db(), owner.id, video.id);

    expect((await http.post(`/api/admin/videos/${video.id}/delete`, staff)).statusCode).toBe(200);

    const list = (await http.get(`/api/playlist/getplaylist?id=${playlist.id}`)).json<{
      videoCount: number;
      playlistMovies: { movie: { id: number } }[];
    }>();
    expect(list.videoCount).toBe(1);
    expect(list.playlistMovies.map((e) => e.movie.id)).toEqual([keep.id]);
    expect(
      await db().selectFrom('favourites').select('id').where('video_id', '=', video.id).execute(),
    ).toEqual([]);
    expect((await http.get(`/api/video/getmovie?id=${video.wmcExternalId}`)).statusCode).toBe(404);
    expect((await http.post(`/api/admin/videos/${video.id}/delete`, staff)).statusCode).toBe(404);
  });

  it('merges two stars the same way: their videos move, a video with both keeps one link', async () => {
    const { from, into, both, only } = await mergeCase(makeActor, 'actorIds');
    expect(await merge('stars', from.id, into.id)).toBe(200);
    const rows = await linksOf('video_actors', [both.id, only.id]);
    expect(rows).toEqual([
      { video_id: both.id, actor_id: into.id },
      { video_id: only.id, actor_id: into.id },
    ]);
    const gone = await db().selectFrom('actors').select('id').where('id', '=', from.id).execute();
    expect(gone).toEqual([]);
  });

  it('merges two categories (their videos move) and deletes a category only when unused', async () => {
    const { from, into, both, only } = await mergeCase(makeCategory, 'categoryIds');
    expect((await http.post(`/api/admin/categories/${into.id}/delete`, staff)).statusCode).toBe(409);
    expect(await merge('categories', from.id, from.id)).toBe(400);

    expect(await merge('categories', from.id, into.id)).toBe(200);

    const rows = await linksOf('video_categories', [both.id, only.id]);
    expect(rows).toEqual([
      { video_id: both.id, category_id: into.id },
      { video_id: only.id, category_id: into.id },
    ]);
    expect((await http.get(`/api/category/${from.wmcExternalId}`)).statusCode).toBe(404);
  });
});
