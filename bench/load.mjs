// Load with autocannon: one run, an app against its ceiling, and the tables of the results.
import autocannon from 'autocannon';
import { median } from './budgets.mjs';
import { CONNECTIONS, DURATION, RUNS, log } from './options.mjs';

/** Errors and non-2xx answers seen by autocannon since the last takeFailures(): each one is a miss. */
let failures = [];

export function takeFailures() {
  const taken = failures;
  failures = [];
  return taken;
}

export async function cannon(url, paths, duration = DURATION) {
  let i = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  // Recorded rather than thrown: on a busy machine a timeout must not lose the rest of the run.
  if (result.errors > 0 || result.non2xx > 0) {
    failures.push(
      `${paths[0]}: ${result.errors} errors (timeouts, resets) and ${result.non2xx} non-2xx answers`,
    );
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
  };
}

/** One read, app and ceiling side by side: RUNS rounds, each the ceiling then the app. */
export async function measurePair(read, appUrl, ceilingUrl) {
  for (const p of read.paths) await fetch(`${appUrl}${p}`);
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const ceiling = await cannon(ceilingUrl, read.paths);
    const app = await cannon(appUrl, read.paths);
    runs.push({ app, ceiling, ratio: app.rps / ceiling.rps });
  }
  const summary = {
    name: read.name,
    path: read.paths[0],
    rps: median(runs.map((r) => r.app.rps)),
    ceilingRps: median(runs.map((r) => r.ceiling.rps)),
    ratio: median(runs.map((r) => r.ratio)),
    p50: median(runs.map((r) => r.app.p50)),
    p97_5: median(runs.map((r) => r.app.p97_5)),
    p99: median(runs.map((r) => r.app.p99)),
    runs,
  };
  log(
    `${read.name.padEnd(34)} ${summary.rps.toFixed(0).padStart(7)} req/s (${(summary.ratio * 100).toFixed(0)}% of ${summary.ceilingRps.toFixed(0)})  p99 ${summary.p99} ms`,
  );
  return summary;
}

/** One read against the app alone: RUNS runs. */
export async function measureApp(read, appUrl) {
  for (const p of read.paths) await fetch(`${appUrl}${p}`);
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await cannon(appUrl, read.paths));
  return { name: read.name, rps: median(runs.map((r) => r.rps)), p99: median(runs.map((r) => r.p99)), runs };
}

/** The bytes the app answers for every path of `reads`, for the ceiling to answer the same. */
export async function bodiesOf(appUrl, reads) {
  const bodies = {};
  for (const read of reads) {
    for (const p of read.paths) {
      const res = await fetch(`${appUrl}${p}`);
      if (!res.ok) throw new Error(`${p}: ${res.status}`);
      bodies[p] = {
        body: Buffer.from(await res.arrayBuffer()).toString('base64'),
        contentType: res.headers.get('content-type') ?? 'application/json',
      };
    }
  }
  return bodies;
}

export function printTable(title, rows) {
  console.log(`\n${title}`);
  console.log(
    `${'read'.padEnd(36)}${'req/s'.padStart(9)}${'ceiling'.padStart(9)}${'ratio'.padStart(7)}${'p50'.padStart(6)}${'p99'.padStart(6)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(36)}${r.rps.toFixed(0).padStart(9)}${(r.ceilingRps ?? 0).toFixed(0).padStart(9)}${`${((r.ratio ?? 0) * 100).toFixed(0)}%`.padStart(7)}${String(r.p50 ?? '').padStart(6)}${String(r.p99).padStart(6)}`,
    );
  }
}
