import { describe, expect, it } from 'vitest';
import type { Ad, AdDailyStats } from '@starlane/contract';
import { testEngines, useTestApp } from '../test/harness.js';
import { signUpMember, signUpStaff } from '../test/accounts.js';
import { makeAd } from '../test/factories.js';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

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
    // Neither another browser name nor another address in the same IPv6 /64 makes another visitor.
    const otherBrowser = await log(`id=${id}&action=view&url=/`, 'Mozilla/5.0 (Macintosh) Safari/605');
    const v6 = await log(`id=${id}&action=view&url=/`, BROWSER, '2001:db8:aa:bb::1');
    const v6Same64 = await log(`id=${id}&action=view&url=/`, BROWSER, '2001:db8:aa:bb:1:2:3:4');
    const bot = await log(
      `id=${id}&action=view&url=/`,
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      '10.3.3.3',
    );
    ctx.clock.advance(31 * 60_000);
    const later = await log(`id=${id}&action=view&url=/`);

    expect(
      [first, repeat, click, otherVisitor, otherBrowser, v6, v6Same64, bot, later].map(
        (r) => r.json<{ counted: boolean }>().counted,
      ),
    ).toEqual([true, false, true, true, false, true, false, false, true]);
    const rows = await db().selectFrom('ad_events').select('action').where('ad_id', '=', id).execute();
    expect(rows.filter((r) => r.action === 'view')).toHaveLength(4);
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
    const staff = await signUpStaff(ctx);
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

  it('answers 400, never 500, for days that do not exist or run backwards', async () => {
    const staff = await signUpStaff(ctx);
    for (const query of [
      'from=2024-01-01&to=2024-99-99',
      'from=2024-13-01&to=2024-13-02',
      'from=2023-02-29&to=2023-03-01',
      'from=2024-03-02&to=2024-03-01',
      'from=0000-00-00&to=0000-00-00',
    ]) {
      const res = await get(`/api/ad/stats?${query}`, staff.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ status: 400, errors: expect.any(Object) });
    }
    expect((await get('/api/ad/stats?from=2024-02-29&to=2024-02-29', staff.cookie)).statusCode).toBe(200);
  });
});
