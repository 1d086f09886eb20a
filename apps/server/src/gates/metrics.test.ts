import { describe, expect, it } from 'vitest';
import { parsePrometheusText, sumOf, type Sample } from '../ops/index.js';
import { freePort, serverBuilt, startServer, useGateServer } from './processes.js';

const CONNECTIONS = 16;
const REQUESTS = 1200;

/**
 * The metrics gate: a site of two workers takes 1,200 requests over 16 connections (the cluster spreads the
 * connections over both); one scrape of METRICS_PORT shows both workers, and its counters add up to the
 * requests sent, those answered from the response cache's fast path included.
 */
describe.skipIf(!serverBuilt)('metrics across 2 workers', () => {
  const gate = useGateServer('metrics');

  it('counts every request of every worker in one scrape', async () => {
    const metricsPort = await freePort();
    const server = (gate.server = await startServer({
      DATA_DIR: gate.dataDir,
      WORKERS: '2',
      METRICS_PORT: String(metricsPort),
      REDIS_URL: '',
    }));
    const scrape = async (): Promise<Sample[]> => {
      const res = await fetch(`http://127.0.0.1:${String(metricsPort)}/metrics`);
      expect(res.status).toBe(200);
      return parsePrometheusText(await res.text());
    };
    // Both workers are up once each has answered a connection of its own.
    const before = await scrape();
    const paths = [
      '/api/category/',
      '/api/video/getbytoplist?toplist=mostviewed',
      '/api/video/getmovie?id=none',
      '/readyz',
    ];
    let next = 0;
    const statuses = new Map<string, number>();
    const client = async () => {
      while (next < REQUESTS) {
        const url = paths[next++ % paths.length]!;
        const res = await fetch(`${server.url}${url}`);
        await res.arrayBuffer();
        statuses.set(String(res.status), (statuses.get(String(res.status)) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, client));
    const after = await scrape();

    const total = (samples: Sample[], labels: Record<string, string> = {}) =>
      sumOf(samples, 'starlane_http_requests_total', labels);
    const workers = new Set(
      after.filter((s) => s.name === 'starlane_http_requests_total').map((s) => s.labels.worker),
    );
    const perWorker = [...workers].map(
      (worker) => total(after, { worker: worker! }) - total(before, { worker: worker! }),
    );
    console.info(
      `metrics gate: ${String(REQUESTS)} requests sent, ${String(total(after) - total(before))} counted; per worker ${perWorker.join(' + ')}; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(workers.size).toBe(2);
    expect(perWorker.every((n) => n > 0)).toBe(true);
    expect(total(after) - total(before)).toBe(REQUESTS);
    for (const [status, count] of statuses) {
      expect(total(after, { status }) - total(before, { status })).toBe(count);
    }
    // RSS and heap of each process, each labelled.
    expect(after.filter((s) => s.name === 'starlane_process_resident_memory_bytes').length).toBe(2);
  });
});
