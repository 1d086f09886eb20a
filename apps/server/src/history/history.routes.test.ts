import { describe, expect, it } from 'vitest';
import type { AccountExport, HistoryEntry, Values } from '@starlane/contract';
import { ROUTE_LIMITS } from '../http/rate-limits.js';
import { makeActor, makeVideo } from '../test/factories.js';
import { testEngines } from '../test/harness.js';
import { signUpMember, useMemberApp } from '../test/accounts.js';

describe.each(testEngines)('watch history on %s', (engine) => {
  const { ctx, db, post, get } = useMemberApp(engine);
  const titles = (body: Values<HistoryEntry>) => body.$values.map((e) => e.movie.title);

  it('records positions, keeps one entry per video moved to the top, and answers where one left off', async () => {
    const member = await signUpMember(ctx);
    const [a, b] = [await makeVideo(db(), { title: 'h-a' }), await makeVideo(db(), { title: 'h-b' })];

    const first = await post('/api/history/position', member, {
      videoId: a.wmcExternalId,
      positionSeconds: 12.7,
    });
    ctx.clock.advance(1000);
    await post('/api/history/position', member, { videoId: b.id, positionSeconds: 3 });
    ctx.clock.advance(1000);
    await post('/api/history/position', member, { videoId: a.wmcExternalId, positionSeconds: 40 });

    expect(first.json()).toEqual({ recorded: true });
    const list = (await get('/api/history', member)).json<Values<HistoryEntry>>();
    expect(titles(list)).toEqual(['h-a', 'h-b']);
    expect(list.$values[0]).toMatchObject({ positionSeconds: 40, movie: { id: a.id, length: 60 } });
    expect((await get(`/api/history/position?videoId=${a.wmcExternalId}`, member)).json()).toEqual({
      positionSeconds: 40,
    });
    const unseen = await makeVideo(db());
    expect((await get(`/api/history/position?videoId=${unseen.id}`, member)).json()).toEqual({
      positionSeconds: null,
    });
  });

  it('pages newest first and offers only half-watched videos to continue', async () => {
    const member = await signUpMember(ctx);
    const videos = [];
    for (const [title, position] of [
      ['p-1', 30],
      ['p-2', 2],
      ['p-3', 55],
      ['p-4', 20],
    ] as const) {
      const video = await makeVideo(db(), { title, length: 60 });
      videos.push(video);
      await post('/api/history/position', member, { videoId: video.id, positionSeconds: position });
      ctx.clock.advance(1000);
    }

    expect(titles((await get('/api/history?amount=3&page=1', member)).json())).toEqual(['p-4', 'p-3', 'p-2']);
    expect(titles((await get('/api/history?amount=3&page=2', member)).json())).toEqual(['p-1']);
    // p-2 has barely started, p-3 is within the last ten seconds: neither is worth resuming.
    expect(titles((await get('/api/history/continue', member)).json())).toEqual(['p-4', 'p-1']);
    expect(titles((await get('/api/history/continue?amount=1', member)).json())).toEqual(['p-4']);
  });

  it('offers a short clip to continue until its last tenth', async () => {
    const member = await signUpMember(ctx);
    for (const [title, length, position] of [
      ['s-1', 8, 6],
      ['s-2', 8, 8],
      ['s-3', 12, 11],
      ['s-4', 12, 10],
    ] as const) {
      const video = await makeVideo(db(), { title, length });
      await post('/api/history/position', member, { videoId: video.id, positionSeconds: position });
      ctx.clock.advance(1000);
    }
    expect(titles((await get('/api/history/continue', member)).json())).toEqual(['s-4', 's-1']);
  });

  it('removes one entry, clears all, and records nothing while paused', async () => {
    const member = await signUpMember(ctx);
    const [a, b, c] = [
      await makeVideo(db(), { title: 'r-a' }),
      await makeVideo(db(), { title: 'r-b' }),
      await makeVideo(db(), { title: 'r-c' }),
    ];
    await post('/api/history/position', member, { videoId: a.id, positionSeconds: 10 });
    await post('/api/history/position', member, { videoId: b.id, positionSeconds: 10 });

    expect((await post(`/api/history/remove?videoId=${a.id}`, member)).statusCode).toBe(200);
    expect((await post(`/api/history/remove?videoId=${a.id}`, member)).statusCode).toBe(404);
    expect(titles((await get('/api/history', member)).json())).toEqual(['r-b']);
    expect((await post('/api/history/clear', member)).json()).toMatchObject({ status: 200 });
    expect((await get('/api/history', member)).json()).toEqual({ $values: [] });

    expect((await get('/api/history/settings', member)).json()).toEqual({ paused: false });
    expect((await post('/api/history/settings', member, { paused: true })).json()).toEqual({ paused: true });
    const paused = await post('/api/history/position', member, { videoId: c.id, positionSeconds: 10 });
    expect(paused.json()).toEqual({ recorded: false });
    expect((await get('/api/history', member)).json()).toEqual({ $values: [] });
    expect((await get('/api/history/settings', member)).json()).toEqual({ paused: true });
    await post('/api/history/settings', member, { paused: false });
    await post('/api/history/position', member, { videoId: c.id, positionSeconds: 10 });
    expect(titles((await get('/api/history', member)).json())).toEqual(['r-c']);
  });

  it('never shows one member another member’s history', async () => {
    const [ann, bob] = [await signUpMember(ctx), await signUpMember(ctx)];
    const video = await makeVideo(db(), { title: 'ann-only' });
    await post('/api/history/position', ann, { videoId: video.id, positionSeconds: 25 });

    expect((await get('/api/history', bob)).json()).toEqual({ $values: [] });
    expect((await get('/api/history/continue', bob)).json()).toEqual({ $values: [] });
    expect((await get(`/api/history/position?videoId=${video.id}`, bob)).json()).toEqual({
      positionSeconds: null,
    });
    // No call names a member: a memberId is refused (400, an unknown key: decision 0063), never obeyed.
    const named = await get(`/api/history?memberId=${ann.id}`, bob);
    expect(named.statusCode).toBe(400);
    expect(named.body).not.toContain('ann-only');
    expect((await post(`/api/history/remove?videoId=${video.id}`, bob)).statusCode).toBe(404);
    await post('/api/history/clear', bob);
    expect(titles((await get('/api/history', ann)).json())).toEqual(['ann-only']);
  });

  it('answers visitors with 401 and bad input with 400 or 404', async () => {
    const member = await signUpMember(ctx);
    const video = await makeVideo(db());
    const body = { videoId: video.id, positionSeconds: 5 };
    expect((await get('/api/history')).statusCode).toBe(401);
    expect((await get('/api/history/continue')).statusCode).toBe(401);
    expect((await post('/api/history/position', undefined, body)).statusCode).toBe(401);
    expect((await get(`/api/history/position?videoId=${video.id}`)).statusCode).toBe(401);
    expect((await post(`/api/history/remove?videoId=${video.id}`)).statusCode).toBe(401);
    expect((await post('/api/history/clear')).statusCode).toBe(401);
    expect((await get('/api/history/settings')).statusCode).toBe(401);
    expect((await post('/api/history/settings', undefined, { paused: true })).statusCode).toBe(401);

    for (const bad of [
      { videoId: video.id, positionSeconds: -1 },
      { videoId: video.id, positionSeconds: 'soon' },
      { videoId: video.id, positionSeconds: 10 ** 9 },
      { videoId: 'no way', positionSeconds: 1 },
      { positionSeconds: 1 },
    ]) {
      expect((await post('/api/history/position', member, bad)).statusCode).toBe(400);
    }
    expect(
      (await post('/api/history/position', member, { videoId: 'nothere1', positionSeconds: 1 })).statusCode,
    ).toBe(404);
    expect((await post('/api/history/settings', member, { paused: 'yes' })).statusCode).toBe(400);
    expect((await get('/api/history?amount=1000', member)).statusCode).toBe(400);
  });

  it('limits position reports per member, and documents the calls in the OpenAPI description', async () => {
    const [member, other] = [await signUpMember(ctx), await signUpMember(ctx)];
    const video = await makeVideo(db());
    const body = { videoId: video.id, positionSeconds: 5 };
    const { limit } = ROUTE_LIMITS['POST /api/history/position']!;
    const statuses = [];
    for (let i = 0; i <= limit; i++)
      statuses.push((await post('/api/history/position', member, body)).statusCode);
    expect(statuses.at(-2)).toBe(200);
    expect(statuses.at(-1)).toBe(429);
    expect((await post('/api/history/position', other, body)).statusCode).toBe(200);

    const paths = Object.keys((await get('/api/docs/json')).json<{ paths: object }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/history',
        '/api/history/position',
        '/api/history/continue',
        '/api/history/remove',
        '/api/history/clear',
        '/api/history/settings',
        '/api/follow/star',
        '/api/follow/follow',
        '/api/follow/unfollow',
        '/api/follow/stars',
        '/api/follow/feed',
      ]),
    );
  });

  it('exports the member’s follows and history, and deleting the account deletes them', async () => {
    const member = await signUpMember(ctx);
    const star = await makeActor(db(), { firstName: 'Exported', lastName: 'Star' });
    const video = await makeVideo(db(), { title: 'exported' });
    await post(`/api/follow/follow?actorId=${star.id}`, member);
    await post('/api/history/position', member, { videoId: video.id, positionSeconds: 21 });

    const exported = (await get('/api/account/export', member)).json<AccountExport>();
    expect(exported.follows).toEqual([
      { wmcExternalId: star.wmcExternalId, name: 'Exported Star', followedAt: expect.any(String) },
    ]);
    expect(exported.history).toEqual({
      paused: false,
      entries: [
        {
          wmcExternalId: video.wmcExternalId,
          title: 'exported',
          positionSeconds: 21,
          watchedAt: expect.any(String),
        },
      ],
    });

    const deleted = await post('/api/account/delete', member, { password: member.password });
    expect(deleted.statusCode).toBe(200);
    const left = async (table: 'star_follows' | 'watch_history') =>
      db().selectFrom(table).select('member_id').where('member_id', '=', member.id).execute();
    expect(await left('star_follows')).toEqual([]);
    expect(await left('watch_history')).toEqual([]);
    expect((await get(`/api/follow/star?actorId=${star.id}`)).json()).toEqual({ followerCount: 0 });
  });
});
