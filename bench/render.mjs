// The cost of rendering a page (docs/decisions/0043): the video page's HTML throughput with the HTML cache off,
// every request a URL of its own (no cached page, no render shared by requests for the same URL), one worker,
// the demo catalogue. With a baseline (a built checkout of another commit, e.g. the one before pages were
// rendered once), both servers run side by side in the same run, alternating (this, baseline, this, ...), and
// the budget is this checkout's median at least `RENDER_SPEEDUP_BUDGET` times the baseline's.
//
//   npm run bench -- --only render [--render-baseline ../old-checkout] [--runs 3] [--duration 8]
//   node bench/render.mjs [--baseline DIR] [--runs 3] [--duration 8] [--connections 16] [--port N]
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { median } from './budgets.mjs';
import { startDemoServer } from './demo-server.mjs';
import { freePort } from './free-port.mjs';

export const RENDER_SPEEDUP_BUDGET = 2;

/** The built server of the checkout at `root`, on the demo catalogue, the HTML cache off. */
const startServer = (root, port) =>
  // No cached page: each request renders.
  startDemoServer({ root, port, env: { RESPONSE_CACHE: 'off', RESPONSE_CACHE_MB: '0' } });

/** The canonical path of the demo catalogue's first video (its page, not a redirect). */
async function videoPathOf(url) {
  const res = await fetch(`${url}/api/video/?amount=1&page=1`);
  const { $values: videos } = await res.json();
  const first = videos[0];
  if (!first) throw new Error(`${url}: the catalogue has no video`);
  const asked = `/video/${first.wmcExternalId}/x`;
  const answer = await fetch(`${url}${asked}`, { redirect: 'manual' });
  const location = answer.headers.get('location');
  const videoPath = location ? new URL(location, url).pathname : asked;
  const page = await fetch(`${url}${videoPath}`);
  if (page.status !== 200) throw new Error(`GET ${videoPath}: ${page.status}`);
  return videoPath;
}

async function cannon(url, pagePath, { duration, connections }, failures) {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    // A render is slow on a loaded machine: a late answer still counts, a lost one is an error.
    timeout: 60,
    // A query string of its own per request: never a cached page, never a render shared with another.
    requests: [{ setupRequest: (req) => ({ ...req, path: `${pagePath}?r=${String(i++)}` }) }],
  });
  if (result.errors > 0 || result.non2xx > 0) {
    failures.push(`${url}${pagePath}: ${result.errors} errors and ${result.non2xx} non-2xx answers`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * The video page's uncached HTML throughput of the checkout at `root`, and of `baseline` beside it when given.
 * Answers the medians, the ratio and the budget missed.
 */
export async function measureRender({
  root,
  baseline,
  runs = 3,
  duration = 8,
  connections = 16,
  ports = [],
  log = console.log,
}) {
  const portFor = async (index) => ports[index] ?? (await freePort());
  const failures = [];
  const servers = { this: await startServer(root, await portFor(0)) };
  try {
    if (baseline) servers.baseline = await startServer(path.resolve(baseline), await portFor(1));
    const paths = {};
    for (const [name, server] of Object.entries(servers)) {
      paths[name] = await videoPathOf(server.url);
      // Warm-up: the page module, the prepared statements, the JIT.
      await cannon(server.url, paths[name], { duration: 2, connections }, []);
    }
    const rounds = [];
    for (let round = 0; round < runs; round++) {
      const row = {};
      for (const [name, server] of Object.entries(servers)) {
        row[name] = await cannon(server.url, paths[name], { duration, connections }, failures);
      }
      rounds.push(row);
      log(
        `render round ${round + 1}: ${Object.entries(row)
          .map(([name, r]) => `${name} ${r.rps.toFixed(1)} req/s (p50 ${r.p50} ms)`)
          .join(', ')}`,
      );
    }
    const result = { paths, runs: rounds, rps: {}, p50: {} };
    for (const name of Object.keys(servers)) {
      result.rps[name] = median(rounds.map((row) => row[name].rps));
      result.p50[name] = median(rounds.map((row) => row[name].p50));
    }
    const misses = [...failures];
    if (baseline) {
      result.ratio = median(rounds.map((row) => row.this.rps / row.baseline.rps));
      log(
        `render: video page HTML, cache off: ${result.rps.this.toFixed(1)} req/s against ${result.rps.baseline.toFixed(1)} req/s for the baseline (median ratio ${result.ratio.toFixed(2)}, budget ${RENDER_SPEEDUP_BUDGET})`,
      );
      if (result.ratio < RENDER_SPEEDUP_BUDGET) {
        misses.push(
          `render: the video page's uncached HTML is ${result.ratio.toFixed(2)}x the baseline's (budget ${RENDER_SPEEDUP_BUDGET}x)`,
        );
      }
    } else {
      log(
        `render: video page HTML, cache off: ${result.rps.this.toFixed(1)} req/s (no baseline: --render-baseline)`,
      );
    }
    return { result, misses };
  } finally {
    for (const server of Object.values(servers)) await server.stop();
  }
}

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      baseline: { type: 'string' },
      runs: { type: 'string', default: '3' },
      duration: { type: 'string', default: '8' },
      connections: { type: 'string', default: '16' },
      /** The first of two ports for the servers (else free ones). */
      port: { type: 'string' },
    },
  });
  const { misses } = await measureRender({
    root: path.resolve(import.meta.dirname, '..'),
    baseline: values.baseline,
    runs: Number(values.runs),
    duration: Number(values.duration),
    connections: Number(values.connections),
    ports: values.port ? [Number(values.port), Number(values.port) + 1] : [],
  });
  console.log(misses.length === 0 ? 'render: budget met' : `budget missed:\n  - ${misses.join('\n  - ')}`);
  process.exit(misses.length === 0 ? 0 : 1);
}
