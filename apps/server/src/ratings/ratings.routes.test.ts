import { describe, expect, it } from 'vitest';
import type { VideoDetail } from '@starlane/contract';
import { expectCountersMatchRows } from '../test/counters.js';
import { makeVideo } from '../test/factories.js';
import { testEngines } from '../test/harness.js';
import { signUpMember, useMemberApp } from '../test/accounts.js';

describe.each(testEngines)('ratings on %s', (engine) => {
  const { ctx, db, post, get } = useMemberApp(engine);

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
    await expectCountersMatchRows(db(), video.id);
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
    await expectCountersMatchRows(db(), video.id);
  });
});
