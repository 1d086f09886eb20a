import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Traffic, TrafficMinute } from '@starlane/contract';
import { metricsText, parsePrometheusText, sumOf } from '../ops/index.js';
import { memberRequests, signUpMember, signUpStaff, type TestMember } from '../test/accounts.js';
import { makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

const total = (traffic: Traffic, kind: keyof Omit<TrafficMinute, 'start'>) =>
  traffic.minutes.reduce((sum, minute) => sum + minute[kind], 0);

/** What this process's registry counted, as /metrics would show it. */
async function counters() {
  const samples = parsePrometheusText(await metricsText());
  return {
    hits: sumOf(samples, 'starlane_response_cache_lookups_total', { result: 'hit' }),
    misses: sumOf(samples, 'starlane_response_cache_lookups_total', { result: 'miss' }),
  };
}

describe.each(testEngines)('GET /api/admin/traffic on %s', (engine) => {
  const ctx = useTestApp(engine);
  const http = memberRequests(ctx);
  let staff: TestMember;
  let member: TestMember;
  let base = '';

  beforeAll(async () => {
    staff = await signUpStaff(ctx);
    member = await signUpMember(ctx);
    // Requests through the socket are counted; the injected ones below (the readings) are not.
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${String((ctx.app.server.address() as AddressInfo).port)}`;
  });

  const read = async (): Promise<Traffic> => {
    const res = await http.get('/api/admin/traffic', staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    return res.json<Traffic>();
  };

  it('refuses visitors with 401 and members with 403', async () => {
    expect((await http.get('/api/admin/traffic')).statusCode).toBe(401);
    const refused = await http.get('/api/admin/traffic', member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 403, title: expect.any(String) });
  });

  it('is documented with the schema of its answer and an example of it', async () => {
    const document = (await http.get('/api/docs/json')).json<{
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }>;
    }>();
    const { responses } = document.paths['/api/admin/traffic']!.get;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '401', '403', '503']));
    const ok = responses['200']!.content['application/json'] as {
      schema: { required: string[]; example: Traffic };
    };
    expect(ok.schema.required).toEqual(
      expect.arrayContaining(['counted', 'since', 'processes', 'minutes', 'viewsPerHour']),
    );
    expect(ok.schema.example.viewsPerHour).toHaveLength(24);
  });

  it('adds up the requests answered, the 5xx among them and the cache lookups, as /metrics counts them', async () => {
    const video = await makeVideo(ctx.deps.database.db);
    const before = await read();
    const countedBefore = await counters();
    let sent = 0;
    for (let i = 0; i < 6; i++) {
      expect((await fetch(`${base}/api/category/`)).status).toBe(200);
      expect((await fetch(`${base}/api/video/getmovie?id=${video.wmcExternalId}`)).status).toBe(200);
      expect((await fetch(`${base}/api/video/getmovie?id=no-such-video-${String(i)}`)).status).toBe(404);
      sent += 3;
    }
    const after = await read();
    const countedAfter = await counters();

    expect(total(after, 'requests') - total(before, 'requests')).toBe(sent);
    expect(total(after, 'errors') - total(before, 'errors')).toBe(0);
    const hits = total(after, 'cacheHits') - total(before, 'cacheHits');
    const misses = total(after, 'cacheMisses') - total(before, 'cacheMisses');
    expect(hits).toBe(countedAfter.hits - countedBefore.hits);
    expect(misses).toBe(countedAfter.misses - countedBefore.misses);
    // The same two URLs asked six times each: answered from the cache after the first time.
    expect(hits).toBeGreaterThanOrEqual(10);

    expect(after).toMatchObject({ counted: true, processes: 1, since: before.since });
    // The test clock stands still at 12:00: the history is that one minute, under way.
    expect(after.minutes.map((minute) => minute.start)).toEqual(['2026-01-15T12:00:00.000Z']);
  });

  it('counts the views of the last 24 hours by hour, folded or still in the inbox', async () => {
    const db = ctx.deps.database.db;
    const video = await makeVideo(db);
    const view = (viewed_at: string) => ({ video_id: video.id, member_id: null, viewed_at });
    await db
      .insertInto('video_views')
      .values([
        view('2026-01-15T11:05:00.000Z'),
        view('2026-01-15T11:59:59.999Z'),
        view('2026-01-14T13:00:00.000Z'),
        // Older than the chart's first hour (13:00 yesterday).
        view('2026-01-14T12:59:59.000Z'),
      ])
      .execute();
    await db
      .insertInto('view_inbox')
      .values([view('2026-01-15T12:00:00.000Z')])
      .execute();
    // Views per hour are reused for 30 s: a reading after that sees the new rows.
    ctx.clock.advance(31_000);

    const { viewsPerHour } = await read();
    expect(viewsPerHour).toHaveLength(24);
    expect(viewsPerHour[0]).toEqual({ start: '2026-01-14T13:00:00.000Z', views: 1 });
    expect(viewsPerHour.at(-2)).toEqual({ start: '2026-01-15T11:00:00.000Z', views: 2 });
    expect(viewsPerHour.at(-1)).toEqual({ start: '2026-01-15T12:00:00.000Z', views: 1 });
    expect(viewsPerHour.reduce((sum, hour) => sum + hour.views, 0)).toBe(4);
  });
});
