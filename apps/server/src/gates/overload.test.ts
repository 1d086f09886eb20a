import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { parsePrometheusText, sumOf } from '../ops/index.js';
import { makeActor, makeCategory, makeVideo } from '../test/factories.js';
import { loadGenerator, type LoadResult } from './load.js';
import { freePort, serverBuilt, sleep, startServer, useGateServer } from './processes.js';

/** The lag limit the gate runs with: a health probe waits about one turn of the loop, and shedding keeps it near this. */
const LAG_LIMIT_MS = 25;
const HEALTH_BUDGET_MS = 50;
/** How far past its peak the overload drives the server: visitors arriving at 2.5 times what it serves. */
const OVERLOAD = 2.5;
const VIDEOS = 400;
const ROUNDS = 3;

const summary = (r: LoadResult) =>
  `${r.servedPerSecond.toFixed(0)}/s served, statuses ${JSON.stringify(r.statuses)}`;

/**
 * The overload gate (docs/decisions/0065): one process serving uncached catalogue reads. In each of three
 * rounds its unloaded peak is measured (closed-loop clients, 1, 2 and 4 at a time: the best served rate), so
 * a slow machine sets its own bar, then requests arrive at 2.5 times that peak for 4 s: the process must shed
 * with 503 and Retry-After, answer every /healthz probe (one each 100 ms, from another thread than the
 * load's) with 200 within 50 ms, and serve at least 80 % of its peak (the median of the rounds' ratios).
 */
describe.skipIf(!serverBuilt)('overload', () => {
  const gate = useGateServer('overload');
  let load: ReturnType<typeof loadGenerator> | undefined;
  // Registered after the server's: it runs first, so the load stops before the server does.
  afterAll(async () => {
    await load?.close();
  });

  // The figures are printed, not asserted: the budgets (every /healthz within 50 ms, 80 % of the peak served)
  // are held by `npm run bench -- --only overload` (bench/overload.mjs: a load generator in a process of its
  // own, the peak measured as long as the overload), and a timed assertion on a shared CI machine only flakes.
  it('sheds with 503 and Retry-After, answers every /healthz, and serves only 200s and 503s', async () => {
    const metricsPort = await freePort();
    const server = (gate.server = await startServer({
      DATA_DIR: gate.dataDir,
      REDIS_URL: '',
      RESPONSE_CACHE: 'off',
      SHED_EVENT_LOOP_LAG_MS: String(LAG_LIMIT_MS),
      METRICS_PORT: String(metricsPort),
    }));
    const live = openDatabase({ sqliteFile: path.join(gate.dataDir, 'starlane.db') });
    try {
      const categories = [await makeCategory(live.db), await makeCategory(live.db)];
      const actors = [await makeActor(live.db), await makeActor(live.db)];
      for (let v = 0; v < VIDEOS; v++) {
        await makeVideo(live.db, {
          viewCount: v * 7,
          categoryIds: [categories[v % 2]!.id],
          actorIds: [actors[v % 2]!.id],
        });
      }
    } finally {
      await live.close();
    }
    const paths = Array.from(
      { length: 8 },
      (_, i) => `/api/video/getmostviewed?page=${String(i + 1)}&amount=24`,
    );
    load = loadGenerator(server.url, paths);
    await load.run({ kind: 'closed', connections: 2, ms: 1500 }); // warm-up: JIT, page cache

    const probes: { status: number; ms: number }[] = [];
    let probing = false;
    const probe = async () => {
      while (probing) {
        const started = performance.now();
        const res = await fetch(`${server.url}/healthz`);
        await res.arrayBuffer();
        probes.push({ status: res.status, ms: performance.now() - started });
        await sleep(100);
      }
    };
    // Rounds of the peak, then the overload at 2.5 times that peak, side by side: whatever else the machine
    // does weighs on both halves of a round alike.
    const rounds: { peak: number; calibration: LoadResult[]; overload: LoadResult }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const calibration: LoadResult[] = [];
      for (const connections of [1, 2, 4]) {
        calibration.push(await load.run({ kind: 'closed', connections, ms: 1500 }));
      }
      const peak = Math.max(...calibration.map((r) => r.servedPerSecond));
      const overloadRun = load.run({ kind: 'open', perSecond: OVERLOAD * peak, sockets: 256, ms: 4000 });
      // The probes start once the overload has begun, and stop before it ends.
      await sleep(500);
      probing = true;
      const probing$ = probe();
      const overload = await overloadRun;
      probing = false;
      await probing$;
      rounds.push({ peak, calibration, overload });
    }
    const ratios = rounds.map((r) => r.overload.servedPerSecond / r.peak);
    const ratio = [...ratios].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;

    const metrics = parsePrometheusText(
      await (await fetch(`http://127.0.0.1:${String(metricsPort)}/metrics`)).text(),
    );
    const shedCounted = sumOf(metrics, 'starlane_shed_requests_total');
    const slowest = Math.max(...probes.map((p) => p.ms));
    const shed = rounds.reduce((n, r) => n + (r.overload.statuses['503'] ?? 0), 0);
    for (const [i, r] of rounds.entries()) {
      console.info(
        `overload gate round ${String(i + 1)}: unloaded peak ${r.peak.toFixed(0)}/s (${r.calibration.map(summary).join('; ')}); ` +
          `at ${String(OVERLOAD)}x: ${summary(r.overload)} = ${(100 * ratios[i]!).toFixed(0)} % of the peak`,
      );
    }
    console.info(
      `overload gate: median ${(100 * ratio).toFixed(0)} % of the unloaded peak served (budget 80 %), ${String(shed)} shed, ` +
        `${String(shedCounted)} counted by the server; /healthz ${String(probes.length)} probes, all ${probes.every((p) => p.status === 200) ? '200' : 'NOT 200'}, slowest ${slowest.toFixed(1)} ms (budget ${String(HEALTH_BUDGET_MS)} ms)`,
    );

    for (const r of rounds) {
      expect(r.overload.statuses['503'] ?? 0).toBeGreaterThan(0);
      expect(r.overload.shedWithoutRetryAfter).toBe(0);
      expect(r.overload.failed).toBe(0);
      expect(Object.keys(r.overload.statuses).sort()).toEqual(['200', '503']);
    }
    expect(shedCounted).toBeGreaterThanOrEqual(shed);
    expect(probes.length).toBeGreaterThan(20);
    expect(probes.every((p) => p.status === 200)).toBe(true);
  });
});
