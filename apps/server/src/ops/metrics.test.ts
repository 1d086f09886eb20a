import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines, useTestApp } from '../test/harness.js';
import { makeVideo } from '../test/factories.js';
import { parsePrometheusText, sumOf, type Sample } from './prometheus-text.js';

const TOKEN = 'metrics-test-token-0123456789abcdef';

describe.each(testEngines)('metrics on %s', (engine) => {
  const ctx = useTestApp(engine, { METRICS_TOKEN: TOKEN });
  let base = '';

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${String((ctx.app.server.address() as AddressInfo).port)}`;
  });

  const scrape = async (): Promise<Sample[]> => {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(await res.text());
  };

  it('refuses a scrape without the token, or with another, as 401', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${base}/metrics`, {
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('counts every request by route pattern and status, cache hits answered before routing included', async () => {
    const video = await makeVideo(ctx.deps.database.db);
    const before = await scrape();
    const sent = { list: 0, video: 0, missing: 0 };
    for (let i = 0; i < 12; i++) {
      // The same URL: the first answer is stored, the others come from the response cache's fast path.
      expect((await fetch(`${base}/api/category/`)).status).toBe(200);
      sent.list++;
    }
    for (let i = 0; i < 5; i++) {
      expect(
        // Five URLs (keys match in any case, ids are public or numeric); an unknown key would be a 400.
        (
          await fetch(
            `${base}/api/video/getmovie?${['id', 'Id', 'iD', 'ID', 'id'][i]!}=${i === 4 ? String(video.id) : video.wmcExternalId}`,
          )
        ).status,
      ).toBe(200);
      sent.video++;
      expect((await fetch(`${base}/api/video/getmovie?id=no-such-video-${String(i)}`)).status).toBe(404);
      sent.missing++;
    }
    const after = await scrape();
    const delta = (labels: Record<string, string>) =>
      sumOf(after, 'starlane_http_requests_total', labels) -
      sumOf(before, 'starlane_http_requests_total', labels);
    expect(delta({ route: '/api/category', status: '200' })).toBe(sent.list);
    const videoRoute = '/api/video/getmovie';
    expect(delta({ route: videoRoute, status: '200' })).toBe(sent.video);
    expect(delta({ route: videoRoute, status: '404' })).toBe(sent.missing);
    // The first scrape is counted as it is answered; the requests in between add up to what was sent.
    expect(delta({})).toBe(sent.list + sent.video + sent.missing + 1);
    // Latency histograms per route: one observation per request.
    const observed =
      sumOf(after, 'starlane_http_request_duration_seconds_count', { route: '/api/category' }) -
      sumOf(before, 'starlane_http_request_duration_seconds_count', { route: '/api/category' });
    expect(observed).toBe(sent.list);
    // Raw URLs never become labels.
    expect(after.some((s) => s.labels.route?.includes('no-such-video'))).toBe(false);
    const hits =
      sumOf(after, 'starlane_response_cache_lookups_total', { kind: 'api', result: 'hit' }) -
      sumOf(before, 'starlane_response_cache_lookups_total', { kind: 'api', result: 'hit' });
    expect(hits).toBeGreaterThanOrEqual(sent.list - 1);
  });

  it('reports the process, the event loop, the database and the site-wide figures', async () => {
    const samples = await scrape();
    const names = new Set(samples.map((s) => s.name));
    for (const name of [
      'starlane_process_resident_memory_bytes',
      'starlane_nodejs_heap_size_used_bytes',
      'starlane_nodejs_eventloop_lag_seconds',
      'starlane_db_query_duration_seconds_count',
      'starlane_response_cache_bytes',
      'starlane_response_cache_evictions_total',
      'starlane_sessions',
      'starlane_view_inbox_depth',
      'starlane_view_inbox_fold_lag_seconds',
      'starlane_media_job_last_hour_seconds',
    ]) {
      expect(names, name).toContain(name);
    }
    expect(sumOf(samples, 'starlane_db_query_duration_seconds_count', { engine })).toBeGreaterThan(0);
    expect(
      samples
        .filter((s) => s.name === 'starlane_media_jobs')
        .map((s) => s.labels.state)
        .sort(),
    ).toEqual(['done', 'failed', 'queued', 'running']);
  });
});

describe('metrics without METRICS_TOKEN', () => {
  const ctx = useTestApp('sqlite');

  it('are not on the site: /metrics is 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });

  it('are documented as what they answer: Prometheus text; health and metrics are never shed', () => {
    type Responses = Record<string, { content?: Record<string, unknown>; description?: string }>;
    const doc = ctx.app.swagger() as { paths: Record<string, { get: { responses: Responses } }> };
    const metrics = doc.paths['/metrics']!.get.responses;
    expect(Object.keys(metrics['200']!.content!)).toEqual(['text/plain']);
    expect(Object.keys(metrics['401']!.content!)).toEqual(['application/json']);
    for (const path of ['/healthz', '/readyz', '/metrics']) {
      const unavailable = doc.paths[path]!.get.responses['503']!.description!;
      expect(unavailable).toMatch(/never for load/);
      expect(unavailable).not.toMatch(/overloaded/);
    }
    expect(doc.paths['/api/category']!.get.responses['503']!.description).toMatch(/overloaded/);
  });
});
