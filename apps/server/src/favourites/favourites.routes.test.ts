import { describe, expect, it } from 'vitest';
import type { Favourite } from '@starlane/contract';
import { expectCountersMatchRows } from '../test/counters.js';
import { makeFavourite, makeMember, makeVideo } from '../test/factories.js';
import { testEngines } from '../test/harness.js';
import { signUpMember, useMemberApp } from '../test/accounts.js';

describe.each(testEngines)('favourites on %s', (engine) => {
  const { ctx, db, post, get } = useMemberApp(engine);

  it('toggles a favourite on and off, keeping the counter equal to the rows', async () => {
    const member = await signUpMember(ctx);
    const video = await makeVideo(db(), { title: 'fave me' });

    const on = await post(`/api/favourite/favourite?videoId=${video.wmcExternalId}`, member);
    const mine = await get('/api/favourite/getbyuser', member);
    const root = await get('/api/favourite/', member);
    await expectCountersMatchRows(db(), video.id);
    const off = await post(`/api/favourite/favourite?videoId=${video.id}`, member);

    expect(on.json()).toEqual({ isFavourite: true });
    expect(mine.json<{ $values: Favourite[] }>().$values.map((f) => f.movie.title)).toEqual(['fave me']);
    expect(root.json()).toEqual(mine.json());
    expect(off.json()).toEqual({ isFavourite: false });
    expect((await get('/api/favourite/getbyuser', member)).json()).toEqual({ $values: [] });
    await expectCountersMatchRows(db(), video.id);
  });

  it('answers visitors with 401 and unknown videos with 404', async () => {
    const member = await signUpMember(ctx);
    expect((await post('/api/favourite/favourite?videoId=abc')).statusCode).toBe(401);
    expect((await get('/api/favourite/getbyuser')).statusCode).toBe(401);
    expect((await post('/api/favourite/favourite?videoId=nothere1', member)).statusCode).toBe(404);
  });

  it('lists a member’s favourites newest first and gets one entry', async () => {
    const member = await makeMember(db());
    const first = await makeVideo(db(), { title: 'fav-first' });
    const second = await makeVideo(db(), { title: 'fav-second' });
    await makeFavourite(db(), member.id, first.id);
    const entryId = await makeFavourite(db(), member.id, second.id);

    const list = await get(`/api/favourite/getbymember?memberId=${member.id}`);
    const one = await get(`/api/favourite/${entryId}`);

    expect(list.json<{ $values: Favourite[] }>().$values.map((f) => f.movie.title)).toEqual([
      'fav-second',
      'fav-first',
    ]);
    expect(one.json()).toEqual({
      id: entryId,
      movie: {
        id: second.id,
        wmcExternalId: second.wmcExternalId,
        title: 'fav-second',
        thumbnail: expect.any(String),
      },
    });
    expect((await get('/api/favourite/123456')).statusCode).toBe(404);
    expect((await get('/api/favourite/abc')).statusCode).toBe(400);
  });
});
