import { describe, expect, it } from 'vitest';
import type { VideoListItem } from '@starlane/contract';
import { makeVideo } from '../test/factories.js';
import { testEngines } from '../test/harness.js';
import {
  postFromAnywhere,
  sessionCookieOf,
  signUpMember,
  useMemberApp,
  type TestMember,
} from '../test/accounts.js';
import { rebuildDailyStats } from '../catalogue/index.js';

type List = { $values: VideoListItem[] };
const DAY = 86_400_000;

describe.each(testEngines)('time-windowed toplists on %s', (engine) => {
  const { ctx, db, post, get } = useMemberApp(engine);
  // Each test starts on a day of its own, so earlier tests' counts fall outside its windows.
  const freshDay = () => ctx.clock.advance(400 * DAY);
  // Distinct amounts keep each test's reads off another test's cached first page.
  let amount = 40;
  const read = async (url: string, mine: number[]) => {
    const res = await get(`${url}${url.includes('?') ? '&' : '?'}amount=${amount++}`);
    expect(res.statusCode, url).toBe(200);
    return res
      .json<List>()
      .$values.map((v) => v.id)
      .filter((id) => mine.includes(id));
  };
  // Sessions expire when idle: after the clock jumps days ahead, a member signs in again.
  const signIn = async (member: TestMember): Promise<TestMember> => {
    const login = await postFromAnywhere(ctx, '/login?useSessionCookies=true', {
      email: member.email,
      password: member.password,
    });
    expect(login.statusCode).toBe(200);
    return { ...member, cookie: sessionCookieOf(login.headers['set-cookie']) };
  };
  // One visitor's views count once per 30 minutes, so each view comes from a visitor of its own.
  const view = async (videoId: number, times: number) => {
    for (let i = 0; i < times; i++) {
      const res = await postFromAnywhere(ctx, `/api/video/logvideoview?videoId=${videoId}`);
      expect(res.statusCode).toBe(200);
    }
  };

  it('counts views of today, the last 7 and the last 30 days; all time stays the default', async () => {
    freshDay();
    const old = await makeVideo(db());
    const lastWeek = await makeVideo(db());
    const today = await makeVideo(db());
    const never = await makeVideo(db());
    const mine = [old.id, lastWeek.id, today.id, never.id];
    await view(old.id, 6);
    ctx.clock.advance(20 * DAY);
    await view(lastWeek.id, 4);
    ctx.clock.advance(5 * DAY);
    await view(today.id, 2);

    expect(await read('/api/video/getmostviewed?window=today', mine)).toEqual([today.id]);
    expect(await read('/api/video/getmostviewed?window=week', mine)).toEqual([lastWeek.id, today.id]);
    expect(await read('/api/video/getmostviewed?window=month', mine)).toEqual([
      old.id,
      lastWeek.id,
      today.id,
    ]);
    // No window: all time, as the spec's URLs always meant, unviewed videos included.
    expect(await read('/api/video/getmostviewed', mine)).toEqual([old.id, lastWeek.id, today.id, never.id]);
    expect(await read('/api/video/getmostviewed?window=all', mine)).toEqual([
      old.id,
      lastWeek.id,
      today.id,
      never.id,
    ]);
    expect(await read('/api/video/getbytoplist?toplistId=MostViewed&window=week', mine)).toEqual([
      lastWeek.id,
      today.id,
    ]);
  });

  it("gives each video of a windowed list the window's counts, which the list is ordered by", async () => {
    freshDay();
    // Popular of old, quiet this week; the other is this week's favourite.
    const old = await makeVideo(db());
    const fresh = await makeVideo(db());
    await view(old.id, 5);
    ctx.clock.advance(20 * DAY);
    const member = await signUpMember(ctx);
    await view(old.id, 1);
    await view(fresh.id, 3);
    const rating = await post(`/api/video/ratevideo?videoId=${fresh.id}&rating=4`, member);
    expect(rating.statusCode).toBe(200);

    const res = await get(`/api/video/getmostviewed?window=week&amount=${amount++}`);
    expect(res.statusCode).toBe(200);
    const mine = res.json<List>().$values.filter((v) => v.id === old.id || v.id === fresh.id);
    expect(mine.map((v) => [v.id, v.viewCount, v.windowCount])).toEqual([
      [fresh.id, 3, { window: 'week', ranks: 'views', views: 3, ratings: 1, comments: 0, averageRating: 4 }],
      [old.id, 6, { window: 'week', ranks: 'views', views: 1, ratings: 0, comments: 0, averageRating: 0 }],
    ]);
    const rated = await get(`/api/video/gethighestrating?window=today&amount=${amount++}`);
    expect(rated.json<List>().$values.find((v) => v.id === fresh.id)?.windowCount).toMatchObject({
      window: 'today',
      ranks: 'averageRating',
      ratings: 1,
      averageRating: 4,
    });
    // All time has no window to count.
    const all = await get(`/api/video/getmostviewed?amount=${amount++}`);
    expect(all.json<List>().$values.find((v) => v.id === old.id)?.windowCount).toBeUndefined();
  });

  it('counts ratings and comments on the day they were given, and takes removed comments off', async () => {
    freshDay();
    let member = await signUpMember(ctx);
    const other = await signUpMember(ctx);
    const a = await makeVideo(db());
    const b = await makeVideo(db());
    const mine = [a.id, b.id];
    await post(`/api/video/ratevideo?videoId=${a.id}&rating=5`, member);
    await post(`/api/video/ratevideo?videoId=${a.id}&rating=5`, other);
    const comment = await post('/api/videocomment/addCommentToVideo', member, {
      videoId: String(a.id),
      videocomment: 'an older comment',
    });
    expect(comment.statusCode).toBe(200);
    ctx.clock.advance(10 * DAY);
    member = await signIn(member);
    await post(`/api/video/ratevideo?videoId=${b.id}&rating=2`, member);
    // A changed rating stays on the day it was first given.
    await post(`/api/video/ratevideo?videoId=${a.id}&rating=1`, member);
    await post('/api/videocomment/addCommentToVideo', member, { videoId: String(b.id), videocomment: 'new' });

    expect(await read('/api/video/getmostrated?window=today', mine)).toEqual([b.id]);
    expect(await read('/api/video/getmostrated?window=month', mine)).toEqual([a.id, b.id]);
    expect(await read('/api/video/gethighestrating?window=week', mine)).toEqual([b.id]);
    // a: 5 + 1 over two votes beats b's single 2 once both are in the window.
    expect(await read('/api/video/gethighestrating?window=month', mine)).toEqual([a.id, b.id]);
    expect(await read('/api/video/getmostcommented?window=today', mine)).toEqual([b.id]);
    expect(await read('/api/video/getmostcommented?window=month', mine)).toEqual([b.id, a.id]);

    const removed = await post(
      `/api/videocomment/removeCommentById?id=${comment.json<{ id: string }>().id}`,
      member,
    );
    expect(removed.statusCode).toBe(200);
    expect(await read('/api/video/getmostcommented?window=month', mine)).toEqual([b.id]);
  });

  it('keeps the rollups equal to a rebuild from the rows they count', async () => {
    freshDay();
    let member = await signUpMember(ctx);
    const video = await makeVideo(db());
    await view(video.id, 3);
    await post(`/api/video/ratevideo?videoId=${video.id}&rating=4`, member);
    ctx.clock.advance(DAY);
    member = await signIn(member);
    await view(video.id, 2);
    await post(`/api/video/ratevideo?videoId=${video.id}&rating=2`, member);
    await post('/api/videocomment/addCommentToVideo', member, {
      videoId: String(video.id),
      videocomment: 'hi',
    });
    const snapshot = () =>
      db()
        .selectFrom('video_daily_stats')
        .select(['day', 'views', 'ratings', 'rating_sum', 'comments'])
        .where('video_id', '=', video.id)
        .orderBy('day')
        .execute();
    const maintained = await snapshot();
    expect(maintained.map((row) => row.views)).toEqual([3, 2]);

    await rebuildDailyStats(db(), [video.id]);

    expect(await snapshot()).toEqual(maintained);
  });

  it('leaves unpublished videos out and pages without overlap', async () => {
    freshDay();
    const videos = [];
    for (let i = 0; i < 5; i++) videos.push(await makeVideo(db()));
    const hidden = await makeVideo(db(), { status: 'unpublished' });
    for (const [i, video] of videos.entries()) await view(video.id, i + 1);
    await db()
      .insertInto('video_daily_stats')
      .values({ day: ctx.clock.now().toISOString().slice(0, 10), video_id: hidden.id, views: 99 })
      .execute();
    const ids = videos.map((v) => v.id);

    const page1 = await get('/api/video/getmostviewed?window=today&amount=2&page=1');
    const page2 = await get('/api/video/getmostviewed?window=today&amount=2&page=2');
    const page3 = await get('/api/video/getmostviewed?window=today&amount=2&page=3');

    const idsOf = (res: { json: () => unknown }) => (res.json() as List).$values.map((v) => v.id);
    expect([...idsOf(page1), ...idsOf(page2), ...idsOf(page3)]).toEqual([...ids].reverse());
  });

  it('refuses an unknown window with a clear 400', async () => {
    for (const url of ['/api/video/getmostviewed?window=year', '/api/video/getbytoplist?window=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, errors: { window: expect.any(Array) } });
    }
  });
});
