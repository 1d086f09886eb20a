import { describe, expect, it } from 'vitest';
import { ALL_ZERO_UUID, TOPLIST_TYPES, VIDEO_SORTS, type VideoStatus } from '@starlane/contract';
import { countRows } from '../test/counters.js';
import { makeActor, makeCategory, makeVideo } from '../test/factories.js';
import { testEngines } from '../test/harness.js';
import { signUpMember, type TestMember, useMemberApp } from '../test/accounts.js';

/** Every public read an unpublished video must be absent from (docs/decisions/0011). */
describe.each(testEngines)('unpublished videos on %s', (engine) => {
  const { ctx, db, post, get } = useMemberApp(engine);

  /** A video linked to everything that lists videos, with a member who rated, commented, favourited, etc. */
  async function videoEverywhere(word: string) {
    const category = await makeCategory(ctx.deps.database.db);
    const star = await makeActor(ctx.deps.database.db);
    const video = await makeVideo(db(), {
      title: `${word} everywhere`,
      // A partner's external id; the most viewed and the longest video, so every sort shows it first.
      wmcExternalId: `partner-${word}`.slice(0, 40),
      viewCount: 10_000_000,
      length: 1_000_000,
      createdAt: '2099-01-01T00:00:00.000Z',
      categoryIds: [category.id],
      actorIds: [star.id],
    });
    // Shares the star: `video` is its most related one.
    const sibling = await makeVideo(db(), {
      title: 'sibling',
      categoryIds: [category.id],
      actorIds: [star.id],
    });
    // Shares nothing: its related list is the most-viewed top-up.
    const loner = await makeVideo(db(), { title: 'loner' });
    const member = await signUpMember(ctx);
    const playlist = (await post('/api/playlist/create?name=Mine', member)).json<{ id: number }>();
    expect(
      (await post(`/api/playlist/addvideo?playlistId=${playlist.id}&videoId=${video.id}`, member)).statusCode,
    ).toBe(200);
    expect((await post(`/api/video/ratevideo?rating=5&videoId=${video.id}`, member)).statusCode).toBe(200);
    expect((await post(`/api/favourite/favourite?videoId=${video.id}`, member)).statusCode).toBe(200);
    expect((await post(`/api/video/logvideoview?videoId=${video.id}`, member)).statusCode).toBe(200);
    const comment = await post('/api/videocomment/addCommentToVideo', member, {
      videoId: video.id,
      videocomment: 'a comment',
      ParentCommentId: ALL_ZERO_UUID,
    });
    expect(comment.statusCode).toBe(200);
    const favouriteId = (await get('/api/favourite/', member)).json<{ $values: { id: number }[] }>()
      .$values[0]!.id;
    return { video, category, star, sibling, loner, member, playlistId: playlist.id, favouriteId };
  }

  /** Where the video shows, as [url, member] pairs. */
  function listingsOf(s: Awaited<ReturnType<typeof videoEverywhere>>): [string, TestMember | undefined][] {
    const all = 'amount=100';
    return [
      ...VIDEO_SORTS.map((sort): [string, undefined] => [
        `/api/video/?sort=${sort}&page=1&${all}`,
        undefined,
      ]),
      [`/api/video/?amount=5`, undefined],
      ...TOPLIST_TYPES.map((type): [string, undefined] => [`/api/video/get${type}?${all}`, undefined]),
      [`/api/video/getbytoplist?toplistId=mostviewed&${all}`, undefined],
      [`/api/video/getbycategory?categoryId=${s.category.wmcExternalId}&${all}`, undefined],
      [`/api/video/getbyactor?actorId=${s.star.wmcExternalId}&${all}`, undefined],
      [`/api/video/getadmovies?${all}`, undefined],
      [`/api/video/getrelatedvideos?videoId=${s.sibling.id}`, undefined],
      [`/api/video/getrelatedvideos?videoId=${s.loner.id}&amount=3`, undefined],
      [`/api/video/getbyplaylist?playlistId=${s.playlistId}`, undefined],
      [`/api/playlist/getplaylist?id=${s.playlistId}`, undefined],
      [`/api/playlist/?${all}`, undefined],
      [`/api/playlist/getbymember?memberId=${s.member.id}`, undefined],
      [`/api/playlist/getbyuser`, s.member],
      [`/api/favourite/`, s.member],
      [`/api/favourite/getbyuser`, s.member],
      [`/api/favourite/getbymember?memberId=${s.member.id}`, undefined],
      [`/api/videocomment/getbymember?memberId=${s.member.id}`, undefined],
      [`/api/video/getmymostviewed`, s.member],
      [`/api/video/getmyhighestrating`, s.member],
      [`/api/search/?strSearch=${s.video.title.split(' ')[0]}`, undefined],
    ];
  }

  /** What is stored about the video: its counters and the rows that refer to it. */
  async function storedAbout(videoId: number) {
    const counters = await db()
      .selectFrom('videos')
      .select(['view_count', 'rating_count', 'rating_sum', 'comment_count', 'favourite_count'])
      .where('id', '=', videoId)
      .executeTakeFirstOrThrow();
    const rows: Record<string, number> = {};
    for (const table of ['playlist_movies', 'favourites', 'ratings', 'comments', 'video_views'] as const) {
      rows[table] = await countRows(db(), table, videoId);
    }
    return { counters, rows };
  }

  it('is absent from every listing, search and member page, and comes back once published', async () => {
    const setup = await videoEverywhere('heronwhistle');
    const listings = listingsOf(setup);
    const shows = async ([url, member]: [string, TestMember | undefined]) => {
      const res = await get(url, member);
      expect(res.statusCode, url).toBe(200);
      return res.body.includes(setup.video.title);
    };
    // Each read shows it while it is published (which also fills the caches the reads go through).
    for (const listing of listings) expect(await shows(listing), listing[0]).toBe(true);
    const stored = await storedAbout(setup.video.id);

    await ctx.services.videos.setStatus(setup.video.id, 'unpublished');

    for (const listing of listings) expect(await shows(listing), listing[0]).toBe(false);
    expect((await get(`/api/favourite/${setup.favouriteId}`)).statusCode).toBe(404);
    // Nothing that refers to it was touched, its counters neither.
    expect(await storedAbout(setup.video.id)).toEqual(stored);
    const playlist = await get(`/api/playlist/getplaylist?id=${setup.playlistId}`);
    expect(playlist.json()).toMatchObject({ videoCount: 1, playlistMovies: [] });

    await ctx.services.videos.setStatus(setup.video.id, 'published');

    for (const listing of listings) expect(await shows(listing), listing[0]).toBe(true);
    expect((await get(`/api/favourite/${setup.favouriteId}`)).statusCode).toBe(200);
    expect((await get(`/api/video/getmovie?id=${setup.video.id}`, setup.member)).json()).toMatchObject({
      viewCount: stored.counters.view_count,
      ratingCount: 1,
      commentCount: 1,
      favouriteCount: 1,
      myRating: 5,
      isFavourite: true,
    });
  });

  it('leaves no hole in a page: the next published video moves up', async () => {
    const category = await makeCategory(db());
    const star = await makeActor(db());
    const made = [];
    for (const n of [1, 2, 3]) {
      made.push(
        await makeVideo(db(), {
          title: `pager-${n}`,
          viewCount: 50_000_000 + n,
          createdAt: `2100-01-0${n}T00:00:00.000Z`,
          categoryIds: [category.id],
          actorIds: [star.id],
        }),
      );
    }
    await ctx.services.videos.setStatus(made[1]!.id, 'unpublished');
    const pages = async (url: string) => {
      const titles = [];
      for (const page of [1, 2]) {
        const res = await get(`${url}${url.includes('?') ? '&' : '?'}amount=1&page=${page}`);
        titles.push(...res.json<{ $values: { title: string }[] }>().$values.map((v) => v.title));
      }
      return titles;
    };

    for (const url of [
      '/api/video/?sort=newest',
      '/api/video/getmostviewed',
      `/api/video/getbycategory?categoryId=${category.id}`,
      `/api/video/getbyactor?actorId=${star.id}`,
    ]) {
      expect(await pages(url), url).toEqual(['pager-3', 'pager-1']);
    }
  });

  it('answers its page, its comments and its related videos with 404, as for a video that does not exist', async () => {
    const video = await makeVideo(db(), { title: 'not yet' });
    const reads = (id: string | number) => [
      `/api/video/getmovie?id=${id}`,
      `/api/video/getbyvideo?videoId=${id}`,
      `/api/videocomment/getCommentsByVideo?videoId=${id}`,
      `/api/video/getrelatedvideos?videoId=${id}`,
    ];
    const unknown = await Promise.all(reads('nosuchvideo').map(async (url) => (await get(url)).json()));
    for (const status of ['processing', 'unpublished', 'failed'] satisfies VideoStatus[]) {
      await ctx.services.videos.setStatus(video.id, status);
      for (const id of [video.id, video.wmcExternalId]) {
        for (const [i, url] of reads(id).entries()) {
          const res = await get(url);
          expect(res.statusCode, `${status} ${url}`).toBe(404);
          expect(res.json(), `${status} ${url}`).toEqual(unknown[i]);
        }
      }
    }
    await ctx.services.videos.setStatus(video.id, 'published');
    for (const url of reads(video.id)) expect((await get(url)).statusCode, url).toBe(200);
  });

  it('refuses every member action on it with 404 and stores nothing', async () => {
    const video = await makeVideo(db(), { title: 'taken down', status: 'unpublished' });
    const member = await signUpMember(ctx);
    const playlist = (await post('/api/playlist/create?name=Later', member)).json<{ id: number }>();
    const stored = await storedAbout(video.id);

    const actions = [
      (id: string | number) => post(`/api/video/ratevideo?rating=4&videoId=${id}`, member),
      (id: string | number) =>
        post('/api/videocomment/addCommentToVideo', member, {
          videoId: id,
          videocomment: 'hello',
          ParentCommentId: ALL_ZERO_UUID,
        }),
      (id: string | number) => post(`/api/favourite/favourite?videoId=${id}`, member),
      (id: string | number) => post(`/api/playlist/addvideo?playlistId=${playlist.id}&videoId=${id}`, member),
      (id: string | number) => post(`/api/video/logvideoview?videoId=${id}`, member),
      (id: string | number) => post(`/api/video/logvideoview?videoId=${id}`),
    ];
    for (const action of actions) {
      const [res, none] = [await action(video.wmcExternalId), await action('nosuchvideo')];
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual(none.json());
    }
    expect(await storedAbout(video.id)).toEqual(stored);
  });

  it('cannot be given to a video that does not exist', async () => {
    await expect(ctx.services.videos.setStatus(999_999, 'published')).rejects.toThrow(/not found/i);
  });
});
