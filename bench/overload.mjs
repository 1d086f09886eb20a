// The load shedding's timing budgets (docs/decisions/0065): one worker serving uncached catalogue reads with
// SHED_EVENT_LOOP_LAG_MS=25. In each of RUNS rounds its unloaded peak is measured (closed-loop clients, 1,
// 2 and 4 at a time, the count serving most, run for 4 s before and after the overload: their mean), then
// requests arrive at 2.5 times that peak for 4 s while /healthz is probed every 100 ms from this process
// (the load comes from a process of its own, bench/overload-load.mjs). Budgets, medians of the rounds: the
// served rate at least 80 % of the round's peak, the round's slowest /healthz at most 50 ms (and every
// probe 200). --overload-baseline DIR measures a built checkout's server beside this one, round by round. The overload gate
// (apps/server/src/gates/overload.test.ts) asserts the behaviour (503 with Retry-After, health always 200).
//
//   npm run bench -- --engine sqlite --only overload
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { median, overloadMisses, shown } from './budgets.mjs';
import { RUNS, log, opts, root } from './options.mjs';
import { startServer, stop } from './processes.mjs';

/** The lag limit the section runs with: a health probe waits about one turn of the loop. */
export const OVERLOAD_LAG_LIMIT_MS = 25;
/** How far past its peak the overload drives the server: visitors arriving at 2.5 times what it serves. */
const OVERLOAD = 2.5;
const CALIBRATION_MS = 1500;
const OVERLOAD_MS = 4000;

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** A load generator in a process of its own on `url`, cycling through `paths`; `close` ends it. */
export function loadProcess(url, paths) {
  const { hostname, port } = new URL(url);
  const child = fork(path.join(root, 'bench', 'overload-load.mjs'), [
    JSON.stringify({ host: hostname, port: Number(port), paths }),
  ]);
  return {
    run(phase) {
      return new Promise((resolve, reject) => {
        const exited = (code) => reject(new Error(`the load generator exited with ${code}`));
        child.once('exit', exited);
        child.once('message', (r) => {
          child.off('exit', exited);
          resolve({ ...r, servedPerSecond: r.served / r.seconds });
        });
        child.send(phase);
      });
    },
    close: () => stop(child),
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** /healthz every 100 ms until `until()` says stop: each probe's status and time. */
async function probeHealth(url, until) {
  const probes = [];
  while (!until()) {
    const started = performance.now();
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      probes.push({ status: res.status, ms: performance.now() - started });
    } catch {
      probes.push({ status: 0, ms: performance.now() - started });
    }
    await sleep(100);
  }
  return probes;
}

/**
 * One round on one server: the connection count that serves most (1, 2 or 4, short runs), then the
 * unloaded peak at that count for as long as the overload, just before and just after it (their mean: the
 * best of short runs would be biased high on a busy machine, and a drift of the machine's load weighs on
 * both sides alike), and the overload with /healthz probed.
 */
async function round(server, load) {
  const calibration = [];
  for (const connections of [1, 2, 4]) {
    calibration.push({
      connections,
      ...(await load.run({ kind: 'closed', connections, ms: CALIBRATION_MS })),
    });
  }
  const best = calibration.reduce((a, b) => (b.servedPerSecond > a.servedPerSecond ? b : a));
  const unloaded = () => load.run({ kind: 'closed', connections: best.connections, ms: OVERLOAD_MS });
  const before = await unloaded();
  const overloadRun = load.run({
    kind: 'open',
    perSecond: OVERLOAD * before.servedPerSecond,
    sockets: 256,
    ms: OVERLOAD_MS,
  });
  // The probes start once the overload has begun, and stop before it ends.
  await sleep(500);
  let done = false;
  const probing = probeHealth(server.url, () => done);
  const overload = await overloadRun;
  done = true;
  const probes = await probing;
  const after = await unloaded();
  const peak = (before.servedPerSecond + after.servedPerSecond) / 2;
  return {
    connections: best.connections,
    peak,
    before: before.servedPerSecond,
    after: after.servedPerSecond,
    overload,
    probes,
    ratio: overload.servedPerSecond / peak,
    slowestHealthMs: Math.max(...probes.map((p) => p.ms)),
    loadAverage: loadAverage(),
  };
}

/**
 * The overload rounds on this checkout's server and, when `baseline` names another built checkout, on its
 * server too, round by round (both up at once, each idle while the other is measured). Returns
 * `{ [label]: rounds }`.
 */
export async function measureOverload(catalogue, { runs = RUNS, baseline } = {}) {
  const checkouts = baseline ? { baseline, this: root } : { this: root };
  const env = {
    WORKERS: '1',
    RESPONSE_CACHE: 'off',
    SHED_EVENT_LOOP_LAG_MS: String(OVERLOAD_LAG_LIMIT_MS),
  };
  const paths = Array.from(
    { length: 8 },
    (_, i) => `/api/video/getmostviewed?page=${String(i + 1)}&amount=24`,
  );
  const sides = {};
  try {
    for (const [label, checkout] of Object.entries(checkouts)) {
      const server = await startServer(catalogue, env, checkout);
      sides[label] = { server, load: loadProcess(server.url, paths), rounds: [] };
      await sides[label].load.run({ kind: 'closed', connections: 2, ms: 2000 }); // warm-up: JIT, page cache
    }
    for (let n = 1; n <= runs; n++) {
      for (const [label, side] of Object.entries(sides)) {
        const r = await round(side.server, side.load);
        side.rounds.push(r);
        log(
          `overload ${label} round ${n}: unloaded peak ${r.peak.toFixed(0)}/s at ${r.connections} connections (${r.before.toFixed(0)} before, ${r.after.toFixed(0)} after); ` +
            `at ${OVERLOAD}x: ${r.overload.servedPerSecond.toFixed(0)}/s served = ${(100 * r.ratio).toFixed(0)} %, statuses ${JSON.stringify(r.overload.statuses)}; ` +
            `/healthz ${r.probes.length} probes, slowest ${r.slowestHealthMs.toFixed(1)} ms; load average ${r.loadAverage}`,
        );
      }
    }
    return Object.fromEntries(Object.entries(sides).map(([label, side]) => [label, side.rounds]));
  } finally {
    for (const side of Object.values(sides)) {
      await side.load.close();
      await stop(side.server.child);
    }
  }
}

/** The overload's section of `npm run bench` (SQLite catalogue); `--only overload` runs it alone. */
export const overloadSection = {
  name: 'overload',
  engines: ['sqlite'],
  server: null,
  standalone: true,
  async run(ctx) {
    log(
      `=== overload (one worker, SHED_EVENT_LOOP_LAG_MS=${OVERLOAD_LAG_LIMIT_MS}, ${OVERLOAD}x its peak) ===`,
    );
    const baseline = opts['overload-baseline'] || undefined;
    const sides = await measureOverload(ctx.catalogue, { baseline });
    const summary = (rounds) => ({
      servedRatio: median(rounds.map((r) => r.ratio)),
      slowestHealthMs: median(rounds.map((r) => r.slowestHealthMs)),
      loadAverage: loadAverage(),
      rounds,
    });
    ctx.report.overload = Object.fromEntries(Object.entries(sides).map(([k, v]) => [k, summary(v)]));
    for (const [label, s] of Object.entries(ctx.report.overload)) {
      log(
        `overload ${label}: median ${shown(s.servedRatio * 100, 0, ' %')} of the unloaded peak served (budget >= 80 %), ` +
          `slowest /healthz ${shown(s.slowestHealthMs, 1, ' ms')} (median of the rounds' slowest; budget <= 50 ms); ` +
          `load average ${s.loadAverage}`,
      );
    }
    return overloadMisses(sides.this);
  },
};
