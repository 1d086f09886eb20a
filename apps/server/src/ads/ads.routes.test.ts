import { describe, expect, it } from 'vitest';
import type { Ad, AdDailyStats } from '@starlane/contract';
import { testEngines, useTestApp } from '../test/harness.js';
import { signUpMember } from '../test/accounts.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

async function makeAd(
  db: Kysely<Database>,
  placement: string,
  overrides: Partial<{ name: string; activeFrom: string; activeUntil: string }> = {},
): Promise<number> {
  const row = await db
    .insertInto('ads')
    .values({
      url: '/signup',
      name: overrides.name ?? `${placement} ad`,
      source: `/media/ads/${placement}.svg`,
      placement,
      weight: 1,
      active_from: overrides.activeFrom ?? null,
      active_until: overrides.activeUntil ?? null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe.each(testEngines)('ads API on %s', (engine) => {
  const ctx = useTestApp(engine);
  const db = () => ctx.deps.database.db;
  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const log = (query: string, userAgent = BROWSER, remoteAddress = '10.1.1.1') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/ad/logadview?${query}`,
      headers: { 'user-agent': userAgent },
      remoteAddress,
    });

  it('places ads by page and leaves out those outside their dates', async () => {
    for (const placement of ['header', 'home', 'sidebar', 'listing']) await makeAd(db(), placement);
    await makeAd(db(), 'header', { name: 'expired', activeUntil: '2020-01-01T00:00:00.000Z' });
    await makeAd(db(), 'header', { name: 'future', activeFrom: '2999-01-01T00:00:00.000Z' });
    const placements = async (url: string) =>
      new Set(
        (await get(`/api/ad/?url=${encodeURIComponent(url)}`))
          .json<{ $values: Ad[] }>()
          .$values.map((a) => a.placement),
      );

    expect(await placements('/')).toEqual(new Set(['header', 'home', 'listing']));
    expect(await placements('/video/abc/Some%20title')).toEqual(new Set(['header', 'sidebar']));
    expect(await placements('/category/x/Retro')).toEqual(new Set(['header', 'listing']));
    expect(await placements('/dmca')).toEqual(new Set(['header']));
    const all = (await get('/api/ad/getall')).json<{ $values: Ad[] }>().$values.map((a) => a.name);
    expect(all).not.toContain('expired');
    expect(all).not.toContain('future');
    expect((await get('/api/ad/getall')).json<{ $values: Ad[] }>().$values[0]).toEqual({
      id: expect.any(Number),
      url: '/signup',
      name: expect.any(String),
      source: expect.stringMatching(/^\/media\/ads\//),
      placement: expect.any(String),
      weight: 1,
    });
  });

  it('counts a view once per visitor within the window, and never for bots', async () => {
    const id = await makeAd(db(), 'sidebar');

    const first = await log(`id=${id}&action=view&url=/`);
    const repeat = await log(`id=${id}&action=view&url=/`);
    const click = await log(`id=${id}&action=click&url=/`);
    const otherVisitor = await log(`id=${id}&action=view&url=/`, BROWSER, '10.2.2.2');
    const bot = await log(
      `id=${id}&action=view&url=/`,
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      '10.3.3.3',
    );
    ctx.clock.advance(31 * 60_000);
    const later = await log(`id=${id}&action=view&url=/`);

    expect(
      [first, repeat, click, otherVisitor, bot, later].map((r) => r.json<{ counted: boolean }>().counted),
    ).toEqual([true, false, true, true, false, true]);
    const rows = await db().selectFrom('ad_events').select('action').where('ad_id', '=', id).execute();
    expect(rows.filter((r) => r.action === 'view')).toHaveLength(3);
  });

  it('answers bad ids and actions with 400, unknown ads with 404 and GET with 405', async () => {
    const id = await makeAd(db(), 'header');
    expect((await log('id=abc&action=view')).statusCode).toBe(400);
    expect((await log(`id=${id}&action=hover`)).statusCode).toBe(400);
    expect((await log(`id=${id}`)).statusCode).toBe(400);
    expect((await log('id=987654&action=view')).statusCode).toBe(404);
    expect((await get(`/api/ad/logadview?id=${id}&action=view`)).statusCode).toBe(405);
  });

  it('gives staff the daily totals, members 403 and visitors 401', async () => {
    const id = await makeAd(db(), 'home', { name: 'counted' });
    await log(`id=${id}&action=view&url=/`, BROWSER, '10.4.4.4');
    await log(`id=${id}&action=click&url=/`, BROWSER, '10.4.4.4');
    const staff = await signUpMember(ctx);
    await db().updateTable('members').set({ role: 'staff' }).where('id', '=', staff.id).execute();
    const member = await signUpMember(ctx);
    const day = ctx.clock.now().toISOString().slice(0, 10);

    const stats = await get(`/api/ad/stats?from=${day}&to=${day}`, staff.cookie);

    expect(stats.json<{ $values: AdDailyStats[] }>().$values.find((s) => s.adId === id)).toEqual({
      adId: id,
      name: 'counted',
      day,
      views: 1,
      clicks: 1,
    });
    expect((await get(`/api/ad/stats?from=${day}&to=${day}`, member.cookie)).statusCode).toBe(403);
    expect((await get(`/api/ad/stats?from=${day}&to=${day}`)).statusCode).toBe(401);
    expect((await get('/api/ad/stats?from=yesterday&to=today', staff.cookie)).statusCode).toBe(400);
  });
});
