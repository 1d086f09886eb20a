import { describe, expect, it } from 'vitest';
import {
  ALL_ZERO_UUID,
  type Comment,
  type Favourite,
  type Playlist,
  type VideoDetail,
  type VideoListItem,
} from '@starlane/contract';
import { makeVideo } from './test/factories.js';
import { testEngines, useTestApp } from './test/harness.js';
import { signUpMember, type TestMember } from './test/accounts.js';

/** Ratings, favourites, playlists and comments as members use them, and what visitors and others get. */
describe.each(testEngines)('member features on %s', (engine) => {
  const ctx = useTestApp(engine);
  const db = () => ctx.deps.database.db;
  const post = (url: string, member?: TestMember, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: member ? { cookie: member.cookie } : {} });
  const get = (url: string, member?: TestMember) =>
    ctx.app.inject({ method: 'GET', url, headers: member ? { cookie: member.cookie } : {} });

  /** The counters on a video equal the rows they count. */
  async function expectCountersMatchRows(videoId: number) {
    const video = await db()
      .selectFrom('videos')
      .select(['rating_count', 'rating_sum', 'comment_count', 'favourite_count', 'view_count'])
      .where('id', '=', videoId)
      .executeTakeFirstOrThrow();
    const count = async (table: 'ratings' | 'comments' | 'favourites' | 'video_views') =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('video_id', '=', videoId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const sum = await db()
      .selectFrom('ratings')
      .select((eb) => eb.fn.sum<number>('rating').as('s'))
      .where('video_id', '=', videoId)
      .executeTakeFirstOrThrow();
    expect(video).toEqual({
      rating_count: await count('ratings'),
      rating_sum: Number(sum.s ?? 0),
      comment_count: await count('comments'),
      favourite_count: await count('favourites'),
      view_count: await count('video_views'),
    });
  }

  describe('ratings', () => {
    it('keeps one rating per member, a new one replacing the old, and answers the new average', async () => {
      const [a, b] = [await signUpMember(ctx), await signUpMember(ctx)];
      const video = await makeVideo(db());

      const first = await post(`/api/video/ratevideo?rating=5&videoId=${video.wmcExternalId}`, a);
      const second = await post(`/api/video/ratevideo?rating=2&videoId=${video.id}`, b);
      const changed = await post(`/api/video/ratevideo?rating=3&videoId=${video.id}`, a);

      expect(first.json()).toEqual({ rating: 5, averageRating: 5, ratingCount: 1 });
      expect(second.json()).toEqual({ rating: 2, averageRating: 3.5, ratingCount: 2 });
      expect(changed.json()).toEqual({ rating: 3, averageRating: 2.5, ratingCount: 2 });
      const detail = (await get(`/api/video/getmovie?id=${video.id}`, a)).json<VideoDetail>();
      expect(detail).toMatchObject({ myRating: 3, isFavourite: false, averageRating: 2.5, ratingCount: 2 });
      expect((await get(`/api/video/getmovie?id=${video.id}`)).json()).not.toHaveProperty('myRating');
      await expectCountersMatchRows(video.id);
    });

    it('refuses visitors (401), ratings outside 1 to 5 (400), unknown videos (404) and GET (405)', async () => {
      const member = await signUpMember(ctx);
      const video = await makeVideo(db());

      expect((await post(`/api/video/ratevideo?rating=4&videoId=${video.id}`)).statusCode).toBe(401);
      for (const rating of ['0', '6', '2.5', 'x']) {
        expect(
          (await post(`/api/video/ratevideo?rating=${rating}&videoId=${video.id}`, member)).statusCode,
        ).toBe(400);
      }
      expect((await post('/api/video/ratevideo?rating=4&videoId=missing1', member)).statusCode).toBe(404);
      expect((await get(`/api/video/ratevideo?rating=4&videoId=${video.id}`, member)).statusCode).toBe(405);
      await expectCountersMatchRows(video.id);
    });
  });

  describe('favourites', () => {
    it('toggles a favourite on and off, keeping the counter equal to the rows', async () => {
      const member = await signUpMember(ctx);
      const video = await makeVideo(db(), { title: 'fave me' });

      const on = await post(`/api/favourite/favourite?videoId=${video.wmcExternalId}`, member);
      const mine = await get('/api/favourite/getbyuser', member);
      const root = await get('/api/favourite/', member);
      await expectCountersMatchRows(video.id);
      const off = await post(`/api/favourite/favourite?videoId=${video.id}`, member);

      expect(on.json()).toEqual({ isFavourite: true });
      expect(mine.json<{ $values: Favourite[] }>().$values.map((f) => f.movie.title)).toEqual(['fave me']);
      expect(root.json()).toEqual(mine.json());
      expect(off.json()).toEqual({ isFavourite: false });
      expect((await get('/api/favourite/getbyuser', member)).json()).toEqual({ $values: [] });
      await expectCountersMatchRows(video.id);
    });

    it('answers visitors with 401 and unknown videos with 404', async () => {
      const member = await signUpMember(ctx);
      expect((await post('/api/favourite/favourite?videoId=abc')).statusCode).toBe(401);
      expect((await get('/api/favourite/getbyuser')).statusCode).toBe(401);
      expect((await post('/api/favourite/favourite?videoId=nothere1', member)).statusCode).toBe(404);
    });
  });

  describe('playlists', () => {
    it('creates, renames, fills, empties and deletes a playlist of one’s own', async () => {
      const member = await signUpMember(ctx);
      const [a, b] = [await makeVideo(db(), { title: 'first' }), await makeVideo(db(), { title: 'second' })];

      const created = (
        await post('/api/playlist/create?name=%20%20Road%20trip%20%20', member)
      ).json<Playlist>();
      expect(created).toMatchObject({
        name: 'Road trip',
        memberId: member.id,
        memberName: member.userName,
        playlistMovies: [],
      });

      const renamed = await post(`/api/playlist/update?playlistId=${created.id}&name=Night%20drive`, member);
      expect(renamed.json<Playlist>().name).toBe('Night drive');

      const added = (
        await post(`/api/playlist/addvideo?playlistId=${created.id}&videoId=${a.wmcExternalId}`, member)
      ).json();
      await post(`/api/playlist/addvideo?playlistId=${created.id}&videoId=${b.id}`, member);
      const again = (
        await post(`/api/playlist/addvideo?playlistId=${created.id}&videoId=${a.id}`, member)
      ).json();
      expect(added).toMatchObject({ added: true });
      expect(again).toEqual({ entryId: added.entryId, added: false });

      const full = (await get(`/api/playlist/getplaylist?id=${created.id}`)).json<Playlist>();
      expect(full.playlistMovies.map((e) => e.movie.title)).toEqual(['first', 'second']);
      expect(full.videoCount).toBe(2);
      expect(
        (await get('/api/playlist/getbyuser', member))
          .json<{ $values: Playlist[] }>()
          .$values.map((p) => p.id),
      ).toContain(created.id);

      for (const entry of full.playlistMovies) {
        expect(
          (await post(`/api/playlist/removevideo?playlistId=${created.id}&videoId=${entry.id}`, member))
            .statusCode,
        ).toBe(200);
      }
      const emptied = (await get(`/api/playlist/getplaylist?id=${created.id}`)).json<Playlist>();
      expect(emptied).toMatchObject({ playlistMovies: [], videoCount: 0 });

      expect((await post(`/api/playlist/remove?playlistId=${created.id}`, member)).statusCode).toBe(200);
      expect((await get(`/api/playlist/getplaylist?id=${created.id}`)).statusCode).toBe(404);
    });

    it('enforces names of 1 to 50 characters after trimming', async () => {
      const member = await signUpMember(ctx);
      for (const name of ['', '%20%20%20', 'x'.repeat(51)]) {
        const res = await post(`/api/playlist/create?name=${name}`, member);
        expect(res.statusCode, name).toBe(400);
        expect(res.json().title).toBe('A playlist name has 1 to 50 characters');
      }
      expect((await post(`/api/playlist/create?name=${'x'.repeat(50)}`, member)).statusCode).toBe(200);
      expect((await post('/api/playlist/create', member)).statusCode).toBe(400);
    });

    it('lets only the owner change a playlist (403) and answers visitors 401 and unknown ids 404', async () => {
      const [owner, other] = [await signUpMember(ctx), await signUpMember(ctx)];
      const video = await makeVideo(db());
      const playlist = (await post('/api/playlist/create?name=Mine', owner)).json<Playlist>();
      const { entryId } = (
        await post(`/api/playlist/addvideo?playlistId=${playlist.id}&videoId=${video.id}`, owner)
      ).json();

      for (const url of [
        `/api/playlist/update?playlistId=${playlist.id}&name=Stolen`,
        `/api/playlist/addvideo?playlistId=${playlist.id}&videoId=${video.id}`,
        `/api/playlist/removevideo?playlistId=${playlist.id}&videoId=${entryId}`,
        `/api/playlist/remove?playlistId=${playlist.id}`,
      ]) {
        expect((await post(url, other)).statusCode, url).toBe(403);
        expect((await post(url)).statusCode, url).toBe(401);
      }
      expect((await post('/api/playlist/remove?playlistId=999999', owner)).statusCode).toBe(404);
      expect(
        (await post(`/api/playlist/removevideo?playlistId=${playlist.id}&videoId=999999`, owner)).statusCode,
      ).toBe(404);
      expect(
        (await post(`/api/playlist/addvideo?playlistId=${playlist.id}&videoId=nothere1`, owner)).statusCode,
      ).toBe(404);
      const unchanged = (await get(`/api/playlist/getplaylist?id=${playlist.id}`)).json<Playlist>();
      expect(unchanged).toMatchObject({ name: 'Mine', videoCount: 1 });
    });
  });

  describe('comments', () => {
    it('adds comments and replies, threads replies to replies under the top comment, and counts them', async () => {
      const member = await signUpMember(ctx);
      const video = await makeVideo(db());

      const top = (
        await post('/api/videocomment/addCommentToVideo', member, {
          videoId: video.wmcExternalId,
          videocomment: '  <b>hello</b>  ',
          ParentCommentId: ALL_ZERO_UUID,
        })
      ).json<Comment>();
      const reply = (
        await post('/api/videocomment/addCommentToVideo', member, {
          videoId: video.id,
          videocomment: 'reply',
          ParentCommentId: top.id,
        })
      ).json<Comment>();
      const nested = (
        await post('/api/videocomment/addCommentToVideo', member, {
          VideoId: video.id,
          Videocomment: 'deeper',
          parentCommentId: reply.id,
        })
      ).json<Comment>();

      expect(top).toMatchObject({
        body: '<b>hello</b>',
        parentCommentId: ALL_ZERO_UUID,
        userName: member.userName,
        memberId: member.id,
      });
      expect(reply.parentCommentId).toBe(top.id);
      expect(nested.parentCommentId).toBe(top.id);
      await expectCountersMatchRows(video.id);
    });

    it('rejects empty and oversized comments, parents from another video, visitors and unknown videos', async () => {
      const member = await signUpMember(ctx);
      const [video, elsewhere] = [await makeVideo(db()), await makeVideo(db())];
      const foreign = (
        await post('/api/videocomment/addCommentToVideo', member, {
          videoId: elsewhere.id,
          videocomment: 'over there',
        })
      ).json<Comment>();

      const cases: [object, number][] = [
        [{ videoId: video.id, videocomment: '   ' }, 400],
        [{ videoId: video.id, videocomment: 'x'.repeat(2001) }, 400],
        [{ videoId: video.id, videocomment: 'hi', ParentCommentId: foreign.id }, 400],
        [{ videoId: video.id, videocomment: 'hi', ParentCommentId: 'not-a-comment' }, 400],
        [{ videoId: 'nothere1', videocomment: 'hi' }, 404],
      ];
      for (const [payload, status] of cases) {
        expect(
          (await post('/api/videocomment/addCommentToVideo', member, payload)).statusCode,
          JSON.stringify(payload),
        ).toBe(status);
      }
      expect(
        (
          await post('/api/videocomment/addCommentToVideo', undefined, {
            videoId: video.id,
            videocomment: 'hi',
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await post('/api/videocomment/addCommentToVideo', member, {
            videoId: video.id,
            videocomment: 'x'.repeat(2000),
          })
        ).statusCode,
      ).toBe(200);
      await expectCountersMatchRows(video.id);
    });

    it('reports a comment with a reason, and insists on one', async () => {
      const member = await signUpMember(ctx);
      const video = await makeVideo(db());
      const comment = (
        await post('/api/videocomment/addCommentToVideo', member, { videoId: video.id, videocomment: 'meh' })
      ).json<Comment>();

      const empty = await post('/api/videocomment/reportComment', member, {
        commentId: comment.id,
        feedback: '  ',
      });
      const ok = await post('/api/videocomment/reportComment', member, {
        commentId: comment.id,
        feedback: 'spam',
      });
      const unknown = await post('/api/videocomment/reportComment', member, {
        commentId: ALL_ZERO_UUID,
        feedback: 'spam',
      });

      expect(empty.statusCode).toBe(400);
      expect(empty.json().title).toBe('You need to provide feedback for your report. Please try again!');
      expect(ok.json().title).toBe(
        'Thank you for your input! Together we strive to make the site great for everybody!',
      );
      expect(unknown.statusCode).toBe(404);
      expect(
        (await post('/api/videocomment/reportComment', undefined, { commentId: comment.id, feedback: 'x' }))
          .statusCode,
      ).toBe(401);
    });

    it('lets authors remove their comments with the replies, and nobody else (403)', async () => {
      const [author, other] = [await signUpMember(ctx), await signUpMember(ctx)];
      const video = await makeVideo(db());
      const top = (
        await post('/api/videocomment/addCommentToVideo', author, { videoId: video.id, videocomment: 'mine' })
      ).json<Comment>();
      await post('/api/videocomment/addCommentToVideo', other, {
        videoId: video.id,
        videocomment: 'reply',
        ParentCommentId: top.id,
      });

      expect((await post(`/api/videocomment/removeCommentById?id=${top.id}`, other)).statusCode).toBe(403);
      expect((await post(`/api/videocomment/removeCommentById?id=${top.id}`)).statusCode).toBe(401);
      expect((await post(`/api/videocomment/removeCommentById?id=${top.id}`, author)).statusCode).toBe(200);
      expect((await post(`/api/videocomment/removeCommentById?id=${top.id}`, author)).statusCode).toBe(404);
      expect((await get(`/api/videocomment/getCommentsByVideo?videoId=${video.id}`)).json()).toEqual({
        $values: [],
      });
      await expectCountersMatchRows(video.id);
    });
  });

  describe('personal toplists', () => {
    it('lists what the member watched most and rated highest', async () => {
      const member = await signUpMember(ctx);
      const [often, once] = [
        await makeVideo(db(), { title: 'often' }),
        await makeVideo(db(), { title: 'once' }),
      ];
      for (let i = 0; i < 3; i++) await post(`/api/video/logvideoview?videoId=${often.id}`, member);
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
      await expectCountersMatchRows(once.id);
    });
  });
});
