import { describe, expect, it } from 'vitest';
import type { AccountExport, Preferences, Recommendation, WizardChoices } from '@starlane/contract';
import { makeActor, makeCategory, makeFavourite, makeMember, makeVideo } from '../test/factories.js';
import { testEngines } from '../test/harness.js';
import { signUpMember, useMemberApp } from '../test/accounts.js';

describe.each(testEngines)('recommendations on %s', (engine) => {
  const { ctx, db, post, get } = useMemberApp(engine);
  const list = (response: { json: <T>() => T }) =>
    response.json<{ $values: Recommendation[] }>().$values.map((r) => [r.video.title, r.reason]);

  /** Views by members, as the fold writes them to the log. */
  async function view(memberId: string, ...videoIds: number[]) {
    const at = ctx.clock.now().toISOString();
    await db()
      .insertInto('video_views')
      .values(videoIds.map((video_id) => ({ video_id, member_id: memberId, viewed_at: at })))
      .execute();
  }

  it('recommends to a member what others who watched the same video watched, saying why', async () => {
    const [a, b, c, lone] = await Promise.all(
      ['co-A', 'co-B', 'co-C', 'co-lone'].map((title) => makeVideo(db(), { title })),
    );
    for (let i = 0; i < 3; i++) await view((await makeMember(db())).id, a!.id, b!.id);
    await view((await makeMember(db())).id, a!.id, c!.id);
    await view((await makeMember(db())).id, lone!.id);
    const member = await signUpMember(ctx);
    await view(member.id, a!.id);

    const result = await ctx.services.recommendations.rebuildNeighbours();
    const mine = await get('/api/recommendations/mine?amount=4', member);

    expect(result.written).toBe(true);
    expect(mine.statusCode).toBe(200);
    expect(list(mine).slice(0, 2)).toEqual([
      ['co-B', 'Because you watched co-A'],
      ['co-C', 'Because you watched co-A'],
    ]);
    // What they watched is never recommended back; the rest is topped up with the most viewed.
    expect(list(mine).slice(2)).toEqual([['co-lone', 'Popular right now']]);
  });

  it('explains a favourite’s neighbours by the favourite', async () => {
    const [x, y] = await Promise.all(['fav-X', 'fav-Y'].map((title) => makeVideo(db(), { title })));
    for (let i = 0; i < 2; i++) await view((await makeMember(db())).id, x!.id, y!.id);
    const member = await signUpMember(ctx);
    await makeFavourite(db(), member.id, x!.id);
    await ctx.services.recommendations.rebuildNeighbours();

    expect(list(await get('/api/recommendations/mine', member))[0]).toEqual([
      'fav-Y',
      'Because you faved fav-X',
    ]);
  });

  it('rebuilds at start-up only when no video has neighbours yet', async () => {
    const [s1, s2] = await Promise.all(['start-1', 's-2'].map((title) => makeVideo(db(), { title })));
    await db().deleteFrom('video_similar').execute();
    for (let i = 0; i < 2; i++) await view((await makeMember(db())).id, s1!.id, s2!.id);

    expect(await ctx.services.recommendations.rebuildNeighboursIfNone()).toMatchObject({ written: true });
    const pairs = () =>
      db()
        .selectFrom('video_similar')
        .select(['video_id', 'similar_id'])
        .orderBy('video_id')
        .orderBy('similar_id')
        .execute();
    const before = await pairs();
    expect(before).toContainEqual({ video_id: s1!.id, similar_id: s2!.id });

    const s3 = await makeVideo(db(), { title: 'start-3' });
    await view((await makeMember(db())).id, s1!.id, s3.id);
    expect(await ctx.services.recommendations.rebuildNeighboursIfNone()).toBeUndefined();
    expect(await pairs()).toEqual(before);
  });

  it('recommends to a visitor from the ids their browser sends, ignoring unknown ones', async () => {
    const [p, q] = await Promise.all(['vis-P', 'vis-Q'].map((title) => makeVideo(db(), { title })));
    for (let i = 0; i < 2; i++) await view((await makeMember(db())).id, p!.id, q!.id);
    await ctx.services.recommendations.rebuildNeighbours();

    const answer = await post('/api/recommendations/visitor?amount=3', undefined, {
      videoIds: [p!.wmcExternalId, 'no-such-video'],
    });

    expect(answer.statusCode).toBe(200);
    expect(list(answer)[0]).toEqual(['vis-Q', 'Because you watched vis-P']);
    expect(list(answer).map(([title]) => title)).not.toContain('vis-P');
  });

  it('falls back to the categories and stars a visitor picked', async () => {
    const category = await makeCategory(db(), { name: 'Picked Category' });
    const star = await makeActor(db(), { firstName: 'Picked', lastName: 'Star' });
    await makeVideo(db(), { title: 'in-category', categoryIds: [category.id], viewCount: 5 });
    await makeVideo(db(), { title: 'with-star', actorIds: [star.id], viewCount: 1 });

    const answer = await post('/api/recommendations/visitor?amount=2', undefined, {
      categoryIds: [category.wmcExternalId],
      actorIds: [star.wmcExternalId],
    });

    expect(list(answer)).toEqual([
      ['with-star', 'Because you like Picked Star'],
      ['in-category', 'Because you like Picked Category'],
    ]);
  });

  /** How many of a row give each reason. */
  const reasonCounts = (response: { json: <T>() => T }) => {
    const counts: Record<string, number> = {};
    for (const [, reason] of list(response)) counts[reason!] = (counts[reason!] ?? 0) + 1;
    return counts;
  };

  it('blends a visitor’s two categories and a star, at most 4 of 12 for one reason', async () => {
    const [c1, c2] = [await makeCategory(db()), await makeCategory(db())];
    const star = await makeActor(db());
    // Eight videos each: enough for any one of them to fill most of the row on its own.
    for (let i = 0; i < 8; i++) {
      await makeVideo(db(), { categoryIds: [c1.id], viewCount: 100 + i });
      await makeVideo(db(), { categoryIds: [c2.id], viewCount: 100 + i });
      await makeVideo(db(), { actorIds: [star.id], viewCount: 100 + i });
    }

    const answer = await post('/api/recommendations/visitor?amount=12', undefined, {
      categoryIds: [c1.wmcExternalId, c2.wmcExternalId],
      actorIds: [star.wmcExternalId],
    });

    expect(answer.statusCode).toBe(200);
    expect(reasonCounts(answer)).toEqual({
      [`Because you like ${c1.name}`]: 4,
      [`Because you like ${c2.name}`]: 4,
      [`Because you like ${star.firstName} ${star.lastName}`]: 4,
    });
  });

  it('blends a member’s ratings with their picks and the stars they follow', async () => {
    const [r1, r2] = [
      await makeVideo(db(), { title: 'rated-1' }),
      await makeVideo(db(), { title: 'rated-2' }),
    ];
    // Each rated video has eight neighbours: its two lists alone would fill a row of 12.
    for (const rated of [r1, r2]) {
      const near = [];
      for (let i = 0; i < 8; i++) near.push((await makeVideo(db())).id);
      for (let i = 0; i < 2; i++) await view((await makeMember(db())).id, rated.id, ...near);
    }
    const category = await makeCategory(db());
    const star = await makeActor(db());
    for (let i = 0; i < 6; i++) {
      await makeVideo(db(), { categoryIds: [category.id], viewCount: 50 + i });
      await makeVideo(db(), { actorIds: [star.id], viewCount: 50 + i });
    }
    await ctx.services.recommendations.rebuildNeighbours();
    const member = await signUpMember(ctx);
    for (const [video, rating] of [
      [r1, 5],
      [r2, 4],
    ] as const) {
      expect(
        (await post(`/api/video/ratevideo?videoId=${video.id}&rating=${rating}`, member)).statusCode,
      ).toBe(200);
    }
    const picked = await post('/api/recommendations/preferences', member, {
      categoryIds: [category.wmcExternalId],
    });
    expect(picked.statusCode).toBe(200);
    expect((await post(`/api/follow/follow?actorId=${star.wmcExternalId}`, member)).statusCode).toBe(200);

    const mine = await get('/api/recommendations/mine?amount=12', member);

    // Two neighbours to one of taste, at most 4 per reason: the picks and the follow are heard.
    expect(reasonCounts(mine)).toEqual({
      'Because you rated rated-1': 4,
      'Because you rated rated-2': 4,
      [`Because you like ${category.name}`]: 2,
      [`Because you follow ${star.firstName} ${star.lastName}`]: 2,
    });
  });

  it('answers nothing without any signal, and 400 for too many or malformed ids', async () => {
    expect((await post('/api/recommendations/visitor', undefined, {})).json()).toEqual({ $values: [] });
    const tooMany = await post('/api/recommendations/visitor', undefined, {
      videoIds: Array.from({ length: 21 }, (_, i) => `v${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(
      (await post('/api/recommendations/visitor', undefined, { videoIds: ['<script>'] })).statusCode,
    ).toBe(400);
    expect((await get('/api/recommendations/mine?amount=0')).statusCode).toBe(400);
  });

  it('keeps a member’s picks on the server, for them alone, and uses them', async () => {
    const category = await makeCategory(db(), { name: 'Member Pick' });
    const star = await makeActor(db());
    await makeVideo(db(), { title: 'picked-video', categoryIds: [category.id], viewCount: 3 });
    const [member, other] = [await signUpMember(ctx), await signUpMember(ctx)];

    expect((await get('/api/recommendations/preferences')).statusCode).toBe(401);
    expect((await get('/api/recommendations/mine')).statusCode).toBe(401);
    expect((await post('/api/recommendations/preferences', undefined, { categoryIds: [] })).statusCode).toBe(
      401,
    );
    const unknown = await post('/api/recommendations/preferences', member, { categoryIds: ['nope-cat'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('categoryIds');

    const saved = await post('/api/recommendations/preferences', member, {
      categoryIds: [category.wmcExternalId],
      actorIds: [String(star.id)],
    });
    expect(saved.statusCode).toBe(200);
    const read = (await get('/api/recommendations/preferences', member)).json<Preferences>();
    expect(read.categories.map((c) => c.name)).toEqual(['Member Pick']);
    expect(read.actors.map((a) => a.id)).toEqual([star.id]);
    expect((await get('/api/recommendations/preferences', other)).json()).toEqual({
      categories: [],
      actors: [],
    });
    expect(list(await get('/api/recommendations/mine?amount=1', member))).toEqual([
      ['picked-video', 'Because you like Member Pick'],
    ]);
    expect((await get('/api/recommendations/mine', other)).json()).toEqual({ $values: [] });

    const exported = (await get('/api/account/export', member)).json<AccountExport>();
    expect(exported.likedCategories).toEqual([
      { wmcExternalId: category.wmcExternalId, name: 'Member Pick' },
    ]);

    await post('/api/recommendations/preferences', member, {});
    expect((await get('/api/recommendations/preferences', member)).json()).toEqual({
      categories: [],
      actors: [],
    });
  });

  it('offers the wizard the categories with pictures and the most watched stars', async () => {
    const pictured = await makeCategory(db(), { name: 'Wizard Pictured' });
    await makeCategory(db(), { name: 'Wizard Pictureless', picture: null });
    const star = await makeActor(db());
    await makeVideo(db(), { actorIds: [star.id], viewCount: 1_000_000 });

    const choices = (await get('/api/recommendations/wizard')).json<WizardChoices>();

    expect(choices.categories.map((c) => c.name)).toContain(pictured.name);
    expect(choices.categories.map((c) => c.name)).not.toContain('Wizard Pictureless');
    expect(choices.actors[0]?.id).toBe(star.id);
  });
});
