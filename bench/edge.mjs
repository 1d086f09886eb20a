// The edge's budgets (docs/decisions/0060, 0061): Varnish (deploy/varnish/starlane.vcl) in front of the
// production server against the server alone, side by side in one run, on a Zipf (s = 1) mix over the
// catalogue: video pages, their API reads and listings, the most popular first. Budgets: through the edge at
// least 5x the direct throughput at 64 connections, a hit ratio of 95 % or more (varnishstat, during the
// measured runs, once the edge has been filled with every URL of the mix), p99 at most 10 ms; a changed title
// served by the edge within 1 s, p99 over 50 edits made by a staff member through the API. The load runs in
// a process of its own (bench/edge-load.mjs); the load average is printed with every run (decision 0085).
//
//   npm run bench -- --engine sqlite --only edge --skip-lighthouse --skip-memory --skip-workers --skip-million
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { median } from './budgets.mjs';
import { freePort } from './free-port.mjs';
import { CONNECTIONS, DURATION, RUNS, log, opts, root } from './options.mjs';
import { stop, waitFor } from './processes.mjs';
import { edgeVcl, findVarnishd, VARNISH_PACKAGES } from '../scripts/edge-vcl.mjs';

export const EDGE_BUDGET = { ratio: 5, hitRatio: 0.95, p99Ms: 10, purgeP99Ms: 1000, edits: 50 };

/** Connections that fill the edge: enough to keep the server busy however long one render takes. */
const FILL_CONNECTIONS = 128;

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** `n` draws from ranks 0..size-1 with P(rank k) proportional to 1/(k+1) (Zipf, s = 1). */
function zipfDraws(size, n) {
  const cdf = new Float64Array(size);
  let sum = 0;
  for (let k = 0; k < size; k++) cdf[k] = sum += 1 / (k + 1);
  const draws = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const u = Math.random() * sum;
    let lo = 0;
    let hi = size - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    draws[i] = lo;
  }
  return draws;
}

/**
 * The catalogue's URLs by popularity: listings first (home, the popular list, category pages), then each
 * video's page and its API read, most viewed first.
 */
function universeOf(db) {
  const videos = db
    .prepare(
      "select wmc_external_id as id, title from videos where status = 'published' order by view_count desc, id",
    )
    .all();
  const categories = db.prepare('select wmc_external_id as id, name from categories order by id').all();
  const urls = ['/', '/api/video/?amount=12', '/api/category/'];
  // Each page at its own address (the title or name as the slug): any other slug answers a redirect.
  for (const c of categories) urls.push(pagePath('category', c.id, c.name));
  for (const v of videos) {
    urls.push(pagePath('video', v.id, v.title), `/api/video/getmovie?id=${encodeURIComponent(v.id)}`);
  }
  return { urls, video: videos[Math.min(10, videos.length - 1)] };
}

/** A page's own address, as the site links it (siteRoutes in packages/contract/src/routes.ts). */
const pagePath = (kind, id, name) => `/${kind}/${encodeURIComponent(id)}/${encodeURIComponent(name)}`;

/**
 * Runs autocannon in a process of its own (bench/edge-load.mjs) over `paths` (written once to `pathsFile`),
 * from `offset` on: the measured load never shares this process's event loop.
 */
function cannon(url, pathsFile, offset, load) {
  const jobFile = `${pathsFile}.${process.hrtime.bigint()}.json`;
  fs.writeFileSync(jobFile, JSON.stringify({ url, pathsFile, offset, ...load }));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'edge-load.mjs'), jobFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      fs.rmSync(jobFile, { force: true });
      if (code !== 0) reject(new Error(`the load generator ended with code ${code}`));
      else resolve(JSON.parse(out));
    });
  });
}

/**
 * The edge's lookups so far. `cache_hit` already counts the hits served from grace (`cache_hit_grace` is a
 * part of it), and a hit-for-pass or hit-for-miss is counted again as a pass or a miss: each request is
 * counted once here.
 */
function varnishCounters(workDir) {
  const out = spawnSync('varnishstat', ['-n', workDir, '-1', '-j'], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`varnishstat: ${out.stderr}`);
  const counters = JSON.parse(out.stdout).counters;
  const value = (name) => counters[name]?.value ?? 0;
  return {
    requests: value('MAIN.client_req'),
    hit: value('MAIN.cache_hit'),
    miss: value('MAIN.cache_miss'),
    pass: value('MAIN.s_pass'),
    nuked: value('MAIN.n_lru_nuked'),
    objects: value('MAIN.n_object'),
    bytes: value('SMA.s0.g_bytes'),
    backgroundFetches: value('MAIN.s_bgfetch'),
  };
}

/**
 * The counters once every request of a run is in them and they have stopped moving: a worker thread adds
 * its counts to varnishstat's when its connection goes idle, so right after a run they lag by up to its whole
 * load.
 */
async function settledCounters(workDir, before, answers) {
  const deadline = performance.now() + 15_000;
  let last = varnishCounters(workDir);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const counters = varnishCounters(workDir);
    const complete = counters.requests - before.requests >= answers;
    const still = counters.requests === last.requests && counters.hit === last.hit;
    if ((complete && still) || performance.now() > deadline) return counters;
    last = counters;
  }
}

/**
 * Fills the edge with every URL the measured mix can ask for, most popular first, each once: the runs then
 * measure a warm edge, as one in front of a site that has been serving a while, instead of its first minutes.
 * Many connections at once, so the server renders with every core it has while Varnish queues the rest.
 */
async function fillEdge(edgeUrl, workDir, urls, paths) {
  const seen = new Set(paths);
  const fill = urls.filter((url) => seen.has(url));
  const fillFile = path.join(workDir, 'fill.txt');
  fs.writeFileSync(fillFile, `${fill.join('\n')}\n`);
  const result = await cannon(edgeUrl, fillFile, 0, {
    connections: FILL_CONNECTIONS,
    amount: fill.length,
    timeout: 60,
  });
  return { urls: fill.length, seconds: result.seconds, errors: result.errors, statuses: result.statuses };
}

/** A staff member of the bench's catalogue: signed up through the API, made staff in the database. */
async function staffCookie(server, dbFile) {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const email = `${name}@example.test`;
  const password = `pw ${randomBytes(8).toString('hex')}`;
  const register = await fetch(`${server}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: name, Email: email, Password: password }),
  });
  if (!register.ok) throw new Error(`sign-up: ${register.status} ${await register.text()}`);
  const db = new Database(dbFile);
  db.prepare("update members set role = 'staff', email_confirmed_at = ? where email_key = ?").run(
    new Date().toISOString(),
    email.toLowerCase(),
  );
  db.close();
  const login = await fetch(`${server}/login?useSessionCookies=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Edits the title `edits` times as staff (through the edge: passed) and times until the edge serves it at the
 * page's address as it was before the edit: the edge's copy must go, after which the server sends the old
 * address on to the new one (the slug follows the title).
 */
async function purgeToFresh(edgeUrl, server, dbFile, video, edits) {
  const cookie = await staffCookie(server, dbFile);
  const { id: externalId } = video;
  let page = pagePath('video', externalId, video.title);
  const detailOf = await (
    await fetch(`${edgeUrl}/api/video/getmovie?id=${encodeURIComponent(externalId)}`)
  ).json();
  const detail = await (
    await fetch(`${server}/api/admin/videos/${detailOf.id}`, { headers: { cookie } })
  ).json();
  const times = [];
  const parts = [];
  for (let n = 0; n < edits; n++) {
    // The page is in the edge's cache before each edit.
    for (let tries = 0; ; tries++) {
      const cached = await fetch(`${edgeUrl}${page}`, { redirect: 'manual' });
      await cached.text();
      if (cached.status !== 200) throw new Error(`${page}: ${cached.status} before the edit`);
      if (cached.headers.get('x-cache') === 'HIT') break;
      if (tries > 20) throw new Error(`${page} is not kept by the edge`);
    }
    const title = `Edge bench ${n} ${randomBytes(3).toString('hex')}`;
    const started = performance.now();
    const res = await fetch(`${edgeUrl}/api/admin/videos/${detailOf.id}/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: server },
      body: JSON.stringify({
        title,
        description: detail.description,
        categoryIds: detail.categories.map((c) => c.id),
        starIds: detail.stars.map((s) => s.id),
      }),
    });
    if (!res.ok) throw new Error(`title edit: ${res.status} ${await res.text()}`);
    const answeredMs = performance.now() - started;
    let fetchMs;
    for (;;) {
      const asked = performance.now();
      const html = await (await fetch(`${edgeUrl}${page}`)).text();
      fetchMs = performance.now() - asked;
      if (html.includes(title)) break;
      if (performance.now() - started > 10_000) throw new Error('an edit was not served by the edge in 10 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    times.push(performance.now() - started);
    page = pagePath('video', externalId, title);
    // Where the time goes: the write's own answer, and the fetch that brought the new title (past the purge:
    // the server's redirect from the old address and its render of the new one).
    parts.push({ answeredMs, fetchMs });
  }
  return { times, parts };
}

/**
 * Runs the edge's measurement on `catalogue` (its env: DATA_DIR and DATABASE_URL of a SQLite catalogue) and
 * answers its figures and missed budgets.
 */
export async function measureEdge({ root, catalogue, runs, duration, connections, log }) {
  const varnishd = findVarnishd();
  if (!varnishd) return { misses: [`edge: varnishd is missing (apt-get install ${VARNISH_PACKAGES})`] };
  const dbFile = path.join(catalogue.env.DATA_DIR, 'starlane.db');
  const [serverPort, edgePort] = [await freePort(), await freePort()];
  const server = `http://127.0.0.1:${serverPort}`;
  const edgeUrl = `http://127.0.0.1:${edgePort}`;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-bench-varnish-'));
  fs.chmodSync(workDir, 0o755);
  const vcl = path.join(workDir, 'starlane.vcl');
  fs.writeFileSync(vcl, edgeVcl({ host: '127.0.0.1', port: serverPort }));
  let app;
  let edge;
  try {
    app = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      cwd: root,
      env: {
        ...process.env,
        ...catalogue.env,
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: server,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
        WORKERS: '1',
        EDGE_PURGE_URLS: `${edgeUrl}/`,
        TRUST_PROXY: '1',
        // Capacity is measured with a queue of connections: shedding would refuse the queue it measures (0065).
        SHED_EVENT_LOOP_LAG_MS: '0',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    edge = spawn(
      varnishd,
      [
        '-F',
        '-n',
        workDir,
        '-a',
        `127.0.0.1:${edgePort}`,
        '-f',
        vcl,
        '-s',
        // Room for every object of the mix (a video page is ~40 kB compressed): an eviction would be a miss the
        // catalogue's size did not cause.
        'malloc,6144m',
        '-T',
        '127.0.0.1:0',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    await waitFor(`${server}/api/category/`, app);
    await waitFor(`${edgeUrl}/api/category/`, edge);

    const { urls, video } = universeOf(new Database(dbFile, { readonly: true }));
    // The mix: enough draws for the measured runs (about 3 x 8 s at a few thousand answers a second; the
    // runs go round it again if they ask for more). Every distinct URL drawn is filled before they start.
    const draws = zipfDraws(urls.length, Number(opts['edge-draws']));
    const paths = Array.from(draws, (k) => urls[k]);
    const pathsFile = path.join(workDir, 'paths.txt');
    fs.writeFileSync(pathsFile, `${paths.join('\n')}\n`);
    const load = { duration, connections };
    log(
      `edge: ${urls.length} URLs, Zipf s=1, ${paths.length} draws; filling the edge with every URL of the mix (load average ${loadAverage()})`,
    );
    const empty = varnishCounters(workDir);
    const filled = await fillEdge(edgeUrl, workDir, urls, paths);
    const full = await settledCounters(workDir, empty, filled.urls);
    filled.objects = full.objects;
    filled.megabytes = full.bytes / 2 ** 20;
    log(
      `edge: filled with ${filled.urls} URLs in ${filled.seconds.toFixed(1)} s (${filled.errors} errors ${JSON.stringify(filled.statuses)}): ${full.objects} objects, ${filled.megabytes.toFixed(0)} MB, ${full.nuked} evicted for room`,
    );
    let offset = 0;
    const rounds = [];
    for (let run = 0; run < runs; run++) {
      const direct = await cannon(server, pathsFile, offset, load);
      offset += direct.sent;
      const before = varnishCounters(workDir);
      const through = await cannon(edgeUrl, pathsFile, offset, load);
      offset += through.sent;
      const after = await settledCounters(workDir, before, through.total);
      const hits = after.hit - before.hit;
      const lookups = hits + after.miss - before.miss + after.pass - before.pass;
      const backgroundFetches = after.backgroundFetches - before.backgroundFetches;
      rounds.push({
        direct,
        edge: through,
        ratio: through.rps / direct.rps,
        hitRatio: hits / lookups,
        backgroundFetches,
        evicted: after.nuked - before.nuked,
        loadAverage: os.loadavg(),
      });
      log(
        `edge: run ${run + 1}: direct ${direct.rps.toFixed(0)} req/s p99 ${direct.p99} ms; edge ${through.rps.toFixed(0)} req/s p99 ${through.p99} ms (${through.total} answers, ${through.errors} errors ${JSON.stringify(through.statuses)}), hits ${((100 * hits) / lookups).toFixed(1)} % of ${lookups}, ${backgroundFetches} refreshed from grace, ${after.nuked - before.nuked} evicted; load average ${loadAverage()}`,
      );
    }
    const { times: purge, parts } = await purgeToFresh(edgeUrl, server, dbFile, video, EDGE_BUDGET.edits);
    const report = {
      loadAverage: os.loadavg(),
      urls: urls.length,
      draws: paths.length,
      filled,
      directRps: median(rounds.map((r) => r.direct.rps)),
      edgeRps: median(rounds.map((r) => r.edge.rps)),
      ratio: median(rounds.map((r) => r.ratio)),
      hitRatio: median(rounds.map((r) => r.hitRatio)),
      p99Ms: median(rounds.map((r) => r.edge.p99)),
      purgeToFreshP50Ms: percentile(purge, 50),
      purgeToFreshP99Ms: percentile(purge, 99),
      purgeWriteAnsweredP99Ms: percentile(
        parts.map((p) => p.answeredMs),
        99,
      ),
      purgeFreshFetchP99Ms: percentile(
        parts.map((p) => p.fetchMs),
        99,
      ),
      errors: rounds.reduce((sum, r) => sum + r.direct.errors + r.edge.errors, 0),
      rounds,
    };
    const misses = [];
    if (report.ratio < EDGE_BUDGET.ratio) misses.push(`edge: ${report.ratio.toFixed(2)}x direct (budget 5x)`);
    if (report.hitRatio < EDGE_BUDGET.hitRatio) {
      misses.push(`edge: hit ratio ${(report.hitRatio * 100).toFixed(1)} % (budget 95 %)`);
    }
    if (report.p99Ms > EDGE_BUDGET.p99Ms) misses.push(`edge: p99 ${report.p99Ms} ms (budget 10 ms)`);
    if (report.purgeToFreshP99Ms > EDGE_BUDGET.purgeP99Ms) {
      misses.push(`edge: purge to fresh p99 ${report.purgeToFreshP99Ms.toFixed(0)} ms (budget 1000 ms)`);
    }
    if (report.errors > 0) misses.push(`edge: ${report.errors} errors or non-2xx answers`);
    log(
      `edge: ${report.ratio.toFixed(2)}x direct (${report.edgeRps.toFixed(0)} vs ${report.directRps.toFixed(0)} req/s), hit ratio ${(report.hitRatio * 100).toFixed(1)} %, p99 ${report.p99Ms} ms; purge to fresh p50 ${report.purgeToFreshP50Ms.toFixed(0)} ms, p99 ${report.purgeToFreshP99Ms.toFixed(0)} ms over ${purge.length} edits (p99 of the write's answer ${report.purgeWriteAnsweredP99Ms.toFixed(0)} ms, of the fetch that saw it ${report.purgeFreshFetchP99Ms.toFixed(0)} ms); load average ${report.loadAverage.map((l) => l.toFixed(1)).join(' ')}`,
    );
    return { ...report, misses };
  } finally {
    await stop(edge);
    await stop(app);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** The edge's section of `npm run bench` (SQLite catalogue); `--only edge` runs it without the hot reads. */
export const edgeSection = {
  name: 'edge',
  engines: ['sqlite'],
  server: null,
  standalone: true,
  async run(ctx) {
    log('=== edge (Varnish in front of one worker, against the worker alone) ===');
    const report = await measureEdge({
      root,
      catalogue: ctx.catalogue,
      runs: RUNS,
      duration: DURATION,
      connections: CONNECTIONS,
      log,
    });
    ctx.report.edge = report;
    return report.misses;
  },
};
