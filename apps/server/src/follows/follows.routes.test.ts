import { describe, expect, it } from 'vitest';
import type { FollowedStar, StarFollowState, Values, VideoListItem } from '@starlane/contract';
import { makeActor, makeVideo } from '../test/factories.js';
import { testEngines } from '../test/harness.js';
import { signUpMember, useMemberApp } from '../test/accounts.js';

describe.each(testEngines)('followed stars on %s', (engine) => {
  const { ctx, db, post, get } = useMemberApp(engine);

  it('follows and unfollows a star, the public count and the member’s flag following along', async () => {
    const [ann, bob] = [await signUpMember(ctx), await signUpMember(ctx)];
    const star = await makeActor(db());

    const first = await post(`/api/follow/follow?actorId=${star.wmcExternalId}`, ann);
    const again = await post(`/api/follow/follow?actorId=${star.id}`, ann);
    await post(`/api/follow/follow?actorId=${star.id}`, bob);
    const asVisitor = await get(`/api/follow/star?actorId=${star.wmcExternalId}`);
    const asBob = await get(`/api/follow/star?actorId=${star.wmcExternalId}`, bob);
    const off = await post(`/api/follow/unfollow?actorId=${star.wmcExternalId}`, bob);
    const offAgain = await post(`/api/follow/unfollow?actorId=${star.wmcExternalId}`, bob);

    expect(first.json<StarFollowState>()).toEqual({ followerCount: 1, following: true });
    expect(again.json<StarFollowState>()).toEqual({ followerCount: 1, following: true });
    expect(asVisitor.json<StarFollowState>()).toEqual({ followerCount: 2 });
    expect(asBob.json<StarFollowState>()).toEqual({ followerCount: 2, following: true });
    expect(off.json<StarFollowState>()).toEqual({ followerCount: 1, following: false });
    expect(offAgain.json<StarFollowState>()).toEqual({ followerCount: 1, following: false });
  });

  it('lists the member’s own stars, latest follow first, page by page', async () => {
    const [ann, bob] = [await signUpMember(ctx), await signUpMember(ctx)];
    const stars = [await makeActor(db()), await makeActor(db()), await makeActor(db())];
    for (const star of stars) {
      await post(`/api/follow/follow?actorId=${star.id}`, ann);
      ctx.clock.advance(1000);
    }
    await post(`/api/follow/follow?actorId=${stars[0]!.id}`, bob);

    const ids = async (url: string) =>
      (await get(url, ann)).json<Values<FollowedStar>>().$values.map((f) => f.actor.id);
    expect(await ids('/api/follow/stars?amount=2&page=1')).toEqual([stars[2]!.id, stars[1]!.id]);
    expect(await ids('/api/follow/stars?amount=2&page=2')).toEqual([stars[0]!.id]);
    expect(await ids('/api/follow/stars?amount=2&page=3')).toEqual([]);
    const bobs = (await get('/api/follow/stars', bob)).json<Values<FollowedStar>>().$values;
    expect(bobs.map((f) => f.actor.id)).toEqual([stars[0]!.id]);
  });

  it('feeds the followed stars’ published videos, newest first, once each, paged', async () => {
    const member = await signUpMember(ctx);
    const [followed, other, alsoFollowed] = [
      await makeActor(db()),
      await makeActor(db()),
      await makeActor(db()),
    ];
    const old = await makeVideo(db(), { actorIds: [followed.id], createdAt: '2026-01-01T00:00:00.000Z' });
    const both = await makeVideo(db(), {
      actorIds: [followed.id, alsoFollowed.id],
      createdAt: '2026-01-02T00:00:00.000Z',
    });
    await makeVideo(db(), { actorIds: [other.id], createdAt: '2026-01-03T00:00:00.000Z' });
    await makeVideo(db(), {
      actorIds: [followed.id],
      status: 'unpublished',
      createdAt: '2026-01-04T00:00:00.000Z',
    });
    const newest = await makeVideo(db(), {
      actorIds: [alsoFollowed.id],
      createdAt: '2026-01-05T00:00:00.000Z',
    });
    await post(`/api/follow/follow?actorId=${followed.id}`, member);
    await post(`/api/follow/follow?actorId=${alsoFollowed.id}`, member);

    const page = async (n: number) =>
      (await get(`/api/follow/feed?amount=2&page=${n}`, member))
        .json<Values<VideoListItem>>()
        .$values.map((v) => v.id);
    expect(await page(1)).toEqual([newest.id, both.id]);
    expect(await page(2)).toEqual([old.id]);
    const stranger = await signUpMember(ctx);
    expect((await get('/api/follow/feed', stranger)).json()).toEqual({ $values: [] });
  });

  it('answers visitors with 401, unknown stars with 404 and bad input with 400', async () => {
    const member = await signUpMember(ctx);
    const star = await makeActor(db());
    expect((await post(`/api/follow/follow?actorId=${star.id}`)).statusCode).toBe(401);
    expect((await post(`/api/follow/unfollow?actorId=${star.id}`)).statusCode).toBe(401);
    expect((await get('/api/follow/stars')).statusCode).toBe(401);
    expect((await get('/api/follow/feed')).statusCode).toBe(401);
    expect((await post('/api/follow/follow?actorId=nobody123', member)).statusCode).toBe(404);
    expect((await get('/api/follow/star?actorId=nobody123')).statusCode).toBe(404);
    expect((await post('/api/follow/follow?actorId=no%20way', member)).statusCode).toBe(400);
    expect((await post('/api/follow/follow', member)).statusCode).toBe(400);
    expect((await get('/api/follow/feed?amount=0', member)).statusCode).toBe(400);
    expect((await get('/api/follow/stars?page=-1', member)).statusCode).toBe(400);
  });
});
