import { describe, expect, it } from 'vitest';
import type { VideoDetail, VideoListItem } from '@starlane/contract';
import { makeActor, makeCategory, makeMember, makePlaylist, makeVideo, rate } from '../test/factories.js';
import { expectCountersMatchRows } from '../test/counters.js';
import { testEngines, useTestApp } from '../test/harness.js';
import { signUpMember, useMemberApp } from '../test/accounts.js';

type List = { $values: VideoListItem[] };

describe.each(testEngines)('videos API on %s', (engine) => {
  const { ctx, db, post, get } = useMemberApp(engine);
  const titles = (res: { json: () => unknown }) => (res.json() as List).$values.map((v) => v.title);

  describe('a category’s videos', () => {
    it('pages newest first with stable, non-overlapping pages and an empty list past the end', async () => {
      const category = await makeCategory(db());
      for (let i = 1; i <= 14; i++) await makeVideo(db(), { title: `cat-${i}`, categoryIds: [category.id] });

      const page1 = await get(
        `/api/video/getbycategory?categoryId=${category.wmcExternalId}&amount=12&page=1`,
      );
      const page2 = await get(`/api/video/getbycategory?categoryId=${category.id}&amount=12&page=2`);
      const page3 = await get(`/api/video/getbycategory?categoryId=${category.id}&amount=12&page=3`);

      expect(page1.statusCode).toBe(200);
      expect(titles(page1)).toHaveLength(12);
      expect(titles(page1)[0]).toBe('cat-14');
      expect(titles(page2)).toEqual(['cat-2', 'cat-1']);
      expect(titles(page3)).toEqual([]);
    });

    it('lists a video with the listing fields only', async () => {
      const category = await makeCategory(db());
      const video = await makeVideo(db(), { title: 'fields', categoryIds: [category.id], length: 95 });
      await rate(db(), video.id, [4, 5]);

      const res = await get(`/api/video/getbycategory?categoryId=${category.id}`);

      expect(res.json<List>().$values[0]).toEqual({
        id: video.id,
        wmcExternalId: video.wmcExternalId,
        title: 'fields',
        thumbnail: '/media/thumbs/thumb-1.svg',
        length: 95,
        viewCount: 0,
        averageRating: 4.5,
        ratingCount: 2,
        commentCount: 0,
        previewURL: null,
        posterSrcset: null,
      });
    });

    it('answers 404 for an unknown category and 400 for bad paging', async () => {
      const category = await makeCategory(db());
      const unknown = await get('/api/video/getbycategory?categoryId=nope');
      expect(unknown.statusCode).toBe(404);
      for (const query of ['amount=0', 'amount=10000', 'page=-1', 'page=abc', 'amount=1.5']) {
        const res = await get(`/api/video/getbycategory?categoryId=${category.id}&${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toMatchObject({ status: 400, errors: expect.any(Object) });
      }
      const missing = await get('/api/video/getbycategory');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toHaveProperty('categoryId');
    });

    it('accepts query keys in any case, as the original API did', async () => {
      const category = await makeCategory(db());
      await makeVideo(db(), { title: 'any-case', categoryIds: [category.id] });

      const res = await get(`/api/Video/GetByCategory?categoryid=${category.id}&AMOUNT=1`);

      expect(res.statusCode).toBe(200);
      expect(titles(res)).toEqual(['any-case']);
    });
  });

  describe('one video', () => {
    it('lists the video page’s categories by name and its stars by first then last name', async () => {
      const categories = [];
      for (const name of ['Zeta', 'Alpha', 'Mid']) categories.push(await makeCategory(db(), { name }));
      const stars = [];
      for (const [firstName, lastName] of [
        ['Zoe', 'Able'],
        ['Ann', 'Zed'],
        ['Ann', 'Bee'],
      ] as const)
        stars.push(await makeActor(db(), { firstName, lastName }));
      const video = await makeVideo(db(), {
        categoryIds: categories.map((c) => c.id),
        actorIds: stars.map((s) => s.id),
      });

      const detail = (await get(`/api/video/getmovie?id=${video.id}`)).json<VideoDetail>();

      expect(detail.movieMovieCategories.map((c) => c.movieCategory.name)).toEqual(['Alpha', 'Mid', 'Zeta']);
      expect(detail.movieActors.map((a) => `${a.actor.firstName} ${a.actor.lastName}`)).toEqual([
        'Ann Bee',
        'Ann Zed',
        'Zoe Able',
      ]);
    });

    it('returns the detail with categories and stars, by external or numeric id', async () => {
      const category = await makeCategory(db(), { name: 'Detail Cat' });
      const star = await makeActor(db(), { firstName: 'Nova', lastName: 'Quill' });
      const video = await makeVideo(db(), {
        title: 'Detail',
        categoryIds: [category.id],
        actorIds: [star.id],
      });

      const byExternal = await get(`/api/video/getmovie?id=${video.wmcExternalId}`);
      const byNumeric = await get(`/api/video/getbyvideo?videoId=${video.id}`);

      expect(byExternal.statusCode).toBe(200);
      const detail = byExternal.json<VideoDetail>();
      expect(detail).toMatchObject({
        title: 'Detail',
        description: 'A test clip.',
        videoURL: '/media/clips/clip-1.mp4',
        movieMovieCategories: [
          { movieCategory: { id: category.id, wmcExternalId: category.wmcExternalId, name: 'Detail Cat' } },
        ],
        movieActors: [{ movieId: video.id, actor: { id: star.id, firstName: 'Nova', lastName: 'Quill' } }],
      });
      expect(byNumeric.json<VideoDetail>().id).toBe(video.id);
    });

    it('carries the media pipeline outputs in the detail and in listings, null when there are none', async () => {
      const category = await makeCategory(db());
      const media = {
        hlsUrl: '/media/videos/7/hls/master.m3u8',
        previewUrl: '/media/videos/7/preview.mp4',
        seekThumbnailsUrl: '/media/videos/7/thumbnails.vtt',
        posterSrcset: '/media/videos/7/poster-320.jpg 320w, /media/videos/7/poster-640.jpg 640w',
      };
      const made = await makeVideo(db(), { title: 'made', categoryIds: [category.id], media });
      const plain = await makeVideo(db(), { title: 'plain', categoryIds: [category.id] });

      const detail = (await get(`/api/video/getmovie?id=${made.wmcExternalId}`)).json<VideoDetail>();
      expect(detail).toMatchObject({
        hlsURL: media.hlsUrl,
        previewURL: media.previewUrl,
        seekThumbnailsURL: media.seekThumbnailsUrl,
        posterSrcset: media.posterSrcset,
      });
      expect((await get(`/api/video/getmovie?id=${plain.id}`)).json<VideoDetail>()).toMatchObject({
        hlsURL: null,
        previewURL: null,
        seekThumbnailsURL: null,
        posterSrcset: null,
      });
      for (const url of [`/api/video/getbycategory?categoryId=${category.id}`, '/api/video/?sort=newest']) {
        const byTitle = new Map((await get(url)).json<List>().$values.map((v) => [v.title, v] as const));
        expect(byTitle.get('made'), url).toMatchObject({
          previewURL: media.previewUrl,
          posterSrcset: media.posterSrcset,
        });
        expect(byTitle.get('plain'), url).toMatchObject({ previewURL: null, posterSrcset: null });
        // The seek track is for the player only; listings stay slim.
        expect(byTitle.get('made'), url).not.toHaveProperty('seekThumbnailsURL');
      }
    });

    it('answers 404 for an unknown video and 400 for a malformed id', async () => {
      expect((await get('/api/video/getmovie?id=zzzzzzzz')).statusCode).toBe(404);
      expect((await get('/api/video/getmovie?id=a%20b')).statusCode).toBe(400);
      expect((await get('/api/video/getmovie')).statusCode).toBe(400);
    });
  });

  describe('counting views', () => {
    const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleGecko/20100101 Firefox/140.0';
    const view = (videoId: string | number, from = '203.0.113.7', userAgent = BROWSER) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/video/logvideoview?videoId=${videoId}`,
        remoteAddress: from,
        headers: { 'user-agent': userAgent },
      });
    const countOf = async (res: Promise<{ json: () => unknown }>) =>
      ((await res).json() as { viewCount: number }).viewCount;
    const logged = async (videoId: number) =>
      Number(
        (
          await db()
            .selectFrom('video_views')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('video_id', '=', videoId)
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('counts a view by POST, keeping the counter equal to the view log', async () => {
      const video = await makeVideo(db());

      expect(await countOf(view(video.wmcExternalId))).toBe(1);
      expect(await countOf(view(video.id, '198.51.100.1'))).toBe(2);
      expect(await logged(video.id)).toBe(2);
      await expectCountersMatchRows(db(), video.id);
    });

    it('counts one view per visitor and video in 30 minutes, whatever the User-Agent', async () => {
      const video = await makeVideo(db());
      const other = await makeVideo(db());

      expect(await countOf(view(video.id))).toBe(1);
      expect(await countOf(view(video.id))).toBe(1);
      expect(await countOf(view(video.id, '203.0.113.7', 'Mozilla/5.0 (Windows NT 10.0) Chrome/141'))).toBe(
        1,
      );
      // One IPv6 subscriber owns a /64: any address in it is the same visitor.
      expect(await countOf(view(video.id, '2001:db8:1:2::1'))).toBe(2);
      expect(await countOf(view(video.id, '2001:db8:1:2:ffff:1:2:3'))).toBe(2);
      expect(await countOf(view(other.id))).toBe(1);
      ctx.clock.advance(29 * 60_000);
      expect(await countOf(view(video.id))).toBe(2);
      ctx.clock.advance(2 * 60_000);
      expect(await countOf(view(video.id))).toBe(3);
      expect(await logged(video.id)).toBe(3);
      await expectCountersMatchRows(db(), video.id);
    });

    it('never counts bots or clients without a User-Agent', async () => {
      const video = await makeVideo(db());

      expect(
        await countOf(view(video.id, '192.0.2.1', 'Googlebot/2.1 (+http://www.google.com/bot.html)')),
      ).toBe(0);
      expect(await countOf(view(video.id, '192.0.2.2', 'curl/8.5.0'))).toBe(0);
      expect(await countOf(view(video.id, '192.0.2.3', ''))).toBe(0);
      expect(await logged(video.id)).toBe(0);
    });

    it('counts a signed-in member once per video whatever address they come from', async () => {
      const member = await signUpMember(ctx);
      const video = await makeVideo(db());
      const asMember = (from: string) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/video/logvideoview?videoId=${video.id}`,
          remoteAddress: from,
          headers: { 'user-agent': BROWSER, cookie: member.cookie },
        });

      expect(await countOf(asMember('192.0.2.10'))).toBe(1);
      expect(await countOf(asMember('192.0.2.11'))).toBe(1);
    });

    it('refuses a GET to the state-changing path with 405 and an unknown video with 404', async () => {
      const video = await makeVideo(db());
      const viaGet = await get(`/api/video/logvideoview?videoId=${video.id}`);
      const unknown = await ctx.app.inject({
        method: 'POST',
        url: '/api/video/logvideoview?videoId=unknown1',
      });

      expect(viaGet.statusCode).toBe(405);
      expect(viaGet.headers.allow).toBe('POST');
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('related videos', () => {
    it('ranks shared stars above shared categories and tops up with popular videos', async () => {
      const category = await makeCategory(db());
      const star = await makeActor(db());
      const seed = await makeVideo(db(), { title: 'seed', categoryIds: [category.id], actorIds: [star.id] });
      await makeVideo(db(), { title: 'same-category', categoryIds: [category.id], viewCount: 500 });
      await makeVideo(db(), { title: 'same-star', actorIds: [star.id] });
      await makeVideo(db(), { title: 'both', categoryIds: [category.id], actorIds: [star.id] });
      await makeVideo(db(), { title: 'popular-stranger', viewCount: 9_000_000 });

      const res = await get(`/api/video/getrelatedvideos?videoId=${seed.wmcExternalId}&amount=4`);

      expect(titles(res)).toEqual(['both', 'same-star', 'same-category', 'popular-stranger']);
    });

    it('returns 6 by default and never the video itself', async () => {
      const lonely = await makeVideo(db(), { title: 'lonely' });
      for (let i = 0; i < 7; i++) await makeVideo(db(), { viewCount: 100 + i });

      const res = await get(`/api/video/getrelatedvideos?videoId=${lonely.id}`);

      expect(titles(res)).toHaveLength(6);
      expect(titles(res)).not.toContain('lonely');
    });
  });

  describe('a star’s videos', () => {
    it('lists them newest first and 404s for an unknown star', async () => {
      const star = await makeActor(db());
      await makeVideo(db(), { title: 'star-old', actorIds: [star.id] });
      await makeVideo(db(), { title: 'star-new', actorIds: [star.id] });

      const res = await get(`/api/video/getbyactor?actorId=${star.wmcExternalId}&amount=5`);

      expect(titles(res)).toEqual(['star-new', 'star-old']);
      expect((await get('/api/video/getbyactor?actorId=nobody')).statusCode).toBe(404);
    });
  });

  describe('a playlist’s videos', () => {
    it('lists them in playlist order and 404s for an unknown playlist', async () => {
      const member = await makeMember(db());
      const a = await makeVideo(db(), { title: 'pl-a' });
      const b = await makeVideo(db(), { title: 'pl-b' });
      const playlist = await makePlaylist(db(), member.id, [b.id, a.id]);

      const res = await get(`/api/video/getbyplaylist?playlistId=${playlist.id}&amount=10`);

      expect(titles(res)).toEqual(['pl-b', 'pl-a']);
      expect((await get('/api/video/getbyplaylist?playlistId=999999')).statusCode).toBe(404);
      expect((await get('/api/video/getbyplaylist?playlistId=x')).statusCode).toBe(400);
    });
  });

  describe('listings that resolve their owner in the same statement', () => {
    it('answer an empty page for a category, star or playlist without published videos, and 404 for none', async () => {
      const category = await makeCategory(db());
      const star = await makeActor(db());
      await makeVideo(db(), { categoryIds: [category.id], actorIds: [star.id], status: 'unpublished' });
      const playlist = await makePlaylist(db(), (await makeMember(db())).id);

      for (const path of [
        `/api/video/getbycategory?categoryId=${category.wmcExternalId}`,
        `/api/video/getbycategory?categoryId=${category.id}&sort=longest`,
        `/api/video/getbyactor?actorId=${star.id}`,
        `/api/video/getbyactor?actorId=${star.wmcExternalId}&duration=short`,
        `/api/video/getbyplaylist?playlistId=${playlist.id}`,
      ]) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(200);
        expect(titles(res), path).toEqual([]);
      }
      for (const path of [
        '/api/video/getbycategory?categoryId=999999999',
        '/api/video/getbycategory?categoryId=nope&sort=longest',
        '/api/video/getbyactor?actorId=999999999&duration=short',
      ])
        expect((await get(path)).statusCode, path).toBe(404);
    });

    it('let an external id win over a numeric id that looks the same, as the one-query lookup did', async () => {
      const numbered = await makeCategory(db());
      const named = await makeCategory(db(), { wmcExternalId: String(numbered.id) });
      await makeVideo(db(), { title: 'in-numbered', categoryIds: [numbered.id] });
      await makeVideo(db(), { title: 'in-named', categoryIds: [named.id] });
      expect(titles(await get(`/api/video/getbycategory?categoryId=${numbered.id}`))).toEqual(['in-named']);

      const published = await makeVideo(db(), { title: 'published' });
      const shadow = await makeVideo(db(), { wmcExternalId: String(published.id), status: 'unpublished' });
      // The external id names the unpublished video: 404, never the published one its number would name.
      expect((await get(`/api/video/getmovie?id=${published.id}`)).statusCode).toBe(404);
      expect((await get(`/api/video/getmovie?id=${shadow.id}`)).statusCode).toBe(404);
      const other = await makeVideo(db(), { title: 'by-number' });
      expect((await get(`/api/video/getmovie?id=${other.id}`)).json<VideoDetail>().title).toBe('by-number');
    });
  });

  describe('partner videos', () => {
    it('lists only videos whose external id is longer than 10 characters', async () => {
      await makeVideo(db(), { title: 'partner', wmcExternalId: 'partner-0123456789' });
      await makeVideo(db(), { title: 'ours', wmcExternalId: 'ours012345' });

      const res = await get('/api/video/getadmovies?amount=100');

      expect(titles(res)).toContain('partner');
      expect(res.json<List>().$values.every((v) => v.wmcExternalId.length > 10)).toBe(true);
    });
  });

  describe('personal toplists', () => {
    it('lists what the member watched most and rated highest', async () => {
      const member = await signUpMember(ctx);
      const [often, once] = [
        await makeVideo(db(), { title: 'often' }),
        await makeVideo(db(), { title: 'once' }),
      ];
      // A member's views of one video count once per 30 minutes.
      for (let i = 0; i < 3; i++) {
        await post(`/api/video/logvideoview?videoId=${often.id}`, member);
        ctx.clock.advance(31 * 60_000);
      }
      await post(`/api/video/logvideoview?videoId=${once.id}`, member);
      await post(`/api/video/logvideoview?videoId=${once.id}`);
      await post(`/api/video/ratevideo?rating=2&videoId=${often.id}`, member);
      await post(`/api/video/ratevideo?rating=5&videoId=${once.id}`, member);

      const viewed = (await get('/api/video/getmymostviewed?amount=8', member)).json<{
        $values: VideoListItem[];
      }>();
      const rated = (await get('/api/video/getmyhighestrating', member)).json<{ $values: VideoListItem[] }>();

      expect(viewed.$values.map((v) => v.title)).toEqual(['often', 'once']);
      expect(rated.$values.map((v) => v.title)).toEqual(['once', 'often']);
      expect((await get('/api/video/getmymostviewed')).statusCode).toBe(401);
      await expectCountersMatchRows(db(), once.id);
    });
  });
});

describe.each(testEngines)('toplists and catalogue order on %s', (engine) => {
  const ctx = useTestApp(engine);
  const db = () => ctx.deps.database.db;
  const titles = async (url: string) =>
    (await ctx.app.inject({ method: 'GET', url })).json<List>().$values.map((v) => v.title);

  it('orders each toplist by its counter with id breaking ties', async () => {
    await makeVideo(db(), { title: 'v-low', viewCount: 1 });
    await makeVideo(db(), { title: 'v-high', viewCount: 50 });
    await makeVideo(db(), { title: 'v-tie-old', viewCount: 10 });
    await makeVideo(db(), { title: 'v-tie-new', viewCount: 10 });

    expect(await titles('/api/video/getmostviewed?amount=4')).toEqual([
      'v-high',
      'v-tie-new',
      'v-tie-old',
      'v-low',
    ]);
    expect(await titles('/api/video/getmostviewed?amount=2&page=2')).toEqual(['v-tie-old', 'v-low']);
    expect(await titles('/api/video/getbytoplist?toplistId=mostviewed&amount=1')).toEqual(['v-high']);
    expect(await titles('/api/video/getbytoplist?toplistId=nonsense&amount=1')).toEqual(['v-high']);
    expect(await titles('/api/video/?amount=1')).toEqual(['v-high']);
  });

  it('ranks highest rating by the weighted score, so one 5-star vote cannot top many good ones', async () => {
    const single = await makeVideo(db(), { title: 'one-five' });
    const many = await makeVideo(db(), { title: 'many-fours' });
    await rate(db(), single.id, [5]);
    await rate(db(), many.id, Array.from({ length: 30 }, () => 5).concat([4, 4, 4]));

    const order = await titles('/api/video/gethighestrating?amount=2');
    const byCount = await titles('/api/video/getmostrated?amount=1');

    expect(order).toEqual(['many-fours', 'one-five']);
    expect(byCount).toEqual(['many-fours']);
  });

  it('sorts the whole catalogue by the requested order and rejects unknown sorts', async () => {
    await makeVideo(db(), { title: 'longest-one', length: 99_999 });

    expect(await titles('/api/video/?sort=longest&amount=1&page=1')).toEqual(['longest-one']);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/video/?sort=random' });
    expect(bad.statusCode).toBe(400);
  });
});
