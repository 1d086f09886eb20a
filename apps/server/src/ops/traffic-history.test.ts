import { describe, expect, it } from 'vitest';
import { HISTORY_MINUTES, TrafficHistory } from './traffic-history.js';

/** A cluster's scrape as the primary gathers it: each worker's series under its `worker` label. */
function scrape(workers: Record<string, { ok: number; failed?: number; hits?: number; misses?: number }>) {
  const lines: string[] = [];
  for (const [worker, w] of Object.entries(workers)) {
    lines.push(
      `starlane_http_requests_total{method="GET",route="/api/category",status="200",worker="${worker}"} ${w.ok}`,
      `starlane_http_requests_total{method="GET",route="/api/category",status="503",worker="${worker}"} ${w.failed ?? 0}`,
      `starlane_response_cache_lookups_total{kind="api",result="hit",worker="${worker}"} ${w.hits ?? 0}`,
      `starlane_response_cache_lookups_total{kind="html",result="miss",worker="${worker}"} ${w.misses ?? 0}`,
      `starlane_process_resident_memory_bytes{worker="${worker}"} 1000000`,
    );
  }
  return lines.join('\n');
}

const T0 = Date.parse('2026-11-28T12:00:10.000Z');

function history() {
  let text = scrape({});
  let now = T0;
  const traffic = new TrafficHistory(
    async () => text,
    () => now,
  );
  return {
    traffic,
    set: (next: string) => (text = next),
    at: (iso: string) => (now = Date.parse(iso)),
  };
}

describe('TrafficHistory', () => {
  it('adds every worker up, minute by minute, the 5xx answers as errors', async () => {
    const h = history();
    h.at('2026-11-28T12:00:50.000Z');
    h.set(scrape({ 1: { ok: 10, hits: 6, misses: 2 }, 2: { ok: 5, failed: 1, hits: 1 } }));
    await h.traffic.sample();
    h.at('2026-11-28T12:02:20.000Z');
    h.set(scrape({ 1: { ok: 14, hits: 9, misses: 2 }, 2: { ok: 5, failed: 3, hits: 1 } }));
    const reading = await h.traffic.read();
    expect(reading.since).toBe('2026-11-28T12:00:10.000Z');
    expect(reading.processes).toBe(2);
    expect(reading.minutes).toEqual([
      { start: '2026-11-28T12:00:00.000Z', requests: 16, errors: 1, cacheHits: 7, cacheMisses: 2 },
      // 12:00:50 to 12:02:20: the middle, 12:01:35, is in 12:01.
      { start: '2026-11-28T12:01:00.000Z', requests: 6, errors: 2, cacheHits: 3, cacheMisses: 0 },
      { start: '2026-11-28T12:02:00.000Z', requests: 0, errors: 0, cacheHits: 0, cacheMisses: 0 },
    ]);
  });

  it('counts a restarted worker anew, and one that joined from its first request', async () => {
    const h = history();
    h.set(scrape({ 1: { ok: 100 }, 2: { ok: 40 } }));
    await h.traffic.sample();
    // Worker 2 died at 40 and came back as worker 3; worker 1 restarted and answered 7 since.
    h.set(scrape({ 1: { ok: 7 }, 3: { ok: 9 } }));
    const reading = await h.traffic.read();
    expect(reading.minutes.reduce((sum, m) => sum + m.requests, 0)).toBe(140 + 7 + 9);
  });

  it('keeps the last hour, the minutes without traffic as 0', async () => {
    const h = history();
    let ok = 0;
    for (let minute = 0; minute < 90; minute++) {
      h.at(new Date(Date.parse('2026-11-28T12:00:50.000Z') + minute * 60_000).toISOString());
      h.set(scrape({ 1: { ok: (ok += minute) } }));
      await h.traffic.sample();
    }
    const { minutes } = await h.traffic.read();
    expect(minutes).toHaveLength(HISTORY_MINUTES);
    expect(minutes[0]!.start).toBe('2026-11-28T12:30:00.000Z');
    expect(minutes.at(-1)!.start).toBe('2026-11-28T13:29:00.000Z');
    // Each minute's span (from 50 s past the one before to 50 s past it) has its middle in that minute.
    expect(minutes.map((m) => m.requests)).toEqual(Array.from({ length: 60 }, (_, i) => 30 + i));
  });

  it('reports one process when the series carry no worker (a lone server)', async () => {
    let text = '';
    const traffic = new TrafficHistory(
      async () => text,
      () => T0,
    );
    text = 'starlane_http_requests_total{method="GET",route="/",status="200"} 3';
    expect(await traffic.read()).toMatchObject({ processes: 1, minutes: [{ requests: 3 }] });
  });

  it('fails a reading whose scrape fails, and reads again once it works', async () => {
    let fail = false;
    const traffic = new TrafficHistory(
      async () => {
        if (fail) throw new Error('worker 2 did not answer');
        return 'starlane_http_requests_total{status="200"} 1';
      },
      () => T0,
    );
    fail = true;
    await expect(traffic.read()).rejects.toThrow('worker 2 did not answer');
    fail = false;
    expect((await traffic.read()).minutes).toHaveLength(1);
  });
});
