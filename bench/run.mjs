#!/usr/bin/env node
// `npm run bench`: the speed budgets of the hot reads (docs/measurements/hot-reads.md), measured on this machine.
// Builds large synthetic catalogues once (cached under bench/cache, or a `starlane_bench` PostgreSQL
// database), starts the production server and a bare node:http server answering the very same bytes (the
// ceiling), and measures every hot read against it side by side, alternating, with autocannon: warm (the
// response cache on) and cold (RESPONSE_CACHE=off) on SQLite and PostgreSQL, deep pages against first
// pages, a 1M-video SQLite catalogue against the 100k one, WORKERS=2 against one worker, the RSS of a worker
// after a run over 10,000 distinct URLs; then the initial JS per route and Lighthouse. Prints tables, writes
// bench/results/<engine>-<time>.json and exits non-zero when a budget is missed.
//
// The hot reads are one table (hotReads below): add a {name, paths} row to measure another.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { freePort } from './free-port.mjs';
import { initialJsPerRoute } from './js-size.mjs';
import { canonicalPath, measureHtml } from './html.mjs';
import { measureRender } from './render.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: opts } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '64' },
    videos: { type: 'string', default: '100000' },
    only: { type: 'string', default: '' },
    'memory-seconds': { type: 'string', default: '60' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'only-lighthouse': { type: 'boolean', default: false },
    'lighthouse-demo': { type: 'boolean', default: false },
    'skip-million': { type: 'boolean', default: false },
    'skip-workers': { type: 'boolean', default: false },
    'skip-memory': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'render-baseline': { type: 'string', default: process.env.BENCH_RENDER_BASELINE ?? '' },
    'postgres-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/starlane_bench',
    },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (opts.help) {
  console.log(`Usage: npm run bench -- [--engine sqlite|postgres|both] [--runs 3] [--duration 8] [--connections 64]
       [--videos 100000] [--only name,name] [--memory-seconds 60] [--skip-lighthouse] [--only-lighthouse] [--skip-million]
       [--lighthouse-demo]
       [--skip-workers] [--skip-memory] [--skip-build] [--postgres-url URL] [--render-baseline DIR]
The catalogue (100k videos, 5k stars, 300 categories, 1M views, 200k ratings, 100k comments, 10k members)
is built once and reused; the 1M-video SQLite catalogue is made from it by copying its videos (and their
links) nine times. Delete bench/cache (SQLite) or the starlane_bench database to rebuild them.
--only measures the hot reads whose name contains one of the words; --only render measures only the video
page's uncached HTML (bench/render.mjs), against the built checkout --render-baseline names when given.
--lighthouse-demo measures only Lighthouse, on a server seeded with the demo catalogue (no large catalogue
needed: a quick look at the first-load budgets, which still decide the exit status).`);
  process.exit(0);
}
const RUNS = Number(opts.runs);
const DURATION = Number(opts.duration);
const CONNECTIONS = Number(opts.connections);
const VIDEOS = Number(opts.videos);
const MILLION = 1_000_000;
const scale = VIDEOS / 100_000;
const CATALOGUE = {
  videos: VIDEOS,
  actors: Math.round(5000 * scale),
  categories: 300,
  members: Math.round(10_000 * scale),
  views: Math.round(1_000_000 * scale),
  ratings: Math.round(200_000 * scale),
  comments: Math.round(100_000 * scale),
  playlists: Math.round(3000 * scale),
  favourites: Math.round(30_000 * scale),
};

/** The budgets: hot reads against the ceiling, deep pages, scale, memory, and the pages. */
const BUDGET = {
  warmRatio: 0.6,
  warmP99Ms: 20,
  coldRatio: { sqlite: 0.25, postgres: 0.15 },
  coldP99Ms: 50,
  deepPageFactor: 1.5,
  millionFactor: 1.5,
  workersFactor: 1.6,
  rssMb: 300,
  distinctUrls: 10_000,
  searchP95Ms: 20,
  initialJsBytes: 170 * 1024,
};

/**
 * Lighthouse's default mobile profile (simulated slow 4G, 4x CPU slowdown), medians of RUNS runs, on each
 * page of lighthousePages (docs/decisions/0052).
 */
const LIGHTHOUSE_BUDGET = {
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1200,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
};

/**
 * The hot reads: one row each, {name, paths} (paths are rotated over by the connections). `firstPage`
 * names the row a deep page is held against. Anonymous reads only: member answers are never cached.
 */
function hotReads(s) {
  const reads = [
    { name: 'home: popular', paths: ['/api/video/?amount=12'] },
    {
      name: 'home: category rows',
      paths: s.categoryIds.map((id) => `/api/video/getbycategory?categoryId=${id}&amount=8`),
    },
    { name: 'category list', paths: ['/api/category/'] },
    { name: 'video page: getmovie', paths: s.videos.map((id) => `/api/video/getmovie?id=${id}`) },
    {
      name: 'video page: related',
      paths: s.videos.map((id) => `/api/video/getrelatedvideos?videoId=${id}&amount=6`),
    },
    {
      name: 'category page 1',
      paths: [`/api/video/getbycategory?categoryId=${s.category.id}&amount=12&page=1`],
    },
    {
      name: `category page ${s.category.deepPage}`,
      paths: [`/api/video/getbycategory?categoryId=${s.category.id}&amount=12&page=${s.category.deepPage}`],
      firstPage: 'category page 1',
    },
    ...['mostviewed', 'highestrating', 'mostrated', 'mostcommented'].flatMap((type) => [
      { name: `toplist ${type} page 1`, paths: [`/api/video/get${type}?amount=12&page=1`] },
      {
        name: `toplist ${type} page 500`,
        paths: [`/api/video/get${type}?amount=12&page=500`],
        firstPage: `toplist ${type} page 1`,
      },
    ]),
    { name: 'toplist this week', paths: ['/api/video/getmostviewed?amount=12&page=1&window=week'] },
    {
      name: 'search results page',
      paths: s.prefixes.map((prefix) => `/api/search/results?q=${encodeURIComponent(prefix)}`),
    },
    {
      name: 'search per keystroke',
      paths: s.prefixes.map((prefix) => `/api/search/?strSearch=${encodeURIComponent(prefix)}`),
    },
    {
      name: "a star's page",
      paths: [`/api/actor/${s.actor}`, `/api/video/getbyactor?actorId=${s.actor}&amount=12`],
    },
    {
      name: 'a playlist',
      paths: [
        `/api/playlist/getplaylist?id=${s.playlist}`,
        `/api/video/getbyplaylist?playlistId=${s.playlist}`,
      ],
    },
    { name: "a member's crib", paths: [`/api/member/${s.member}`] },
  ];
  const only = opts.only.split(',').filter(Boolean);
  return only.length === 0 ? reads : reads.filter((r) => only.some((word) => r.name.includes(word)));
}

/** Errors and non-2xx answers seen by autocannon in this engine's run: each one is a miss. */
let failures = [];

function log(message) {
  console.log(`[bench] ${message}`);
}

async function waitFor(url, child, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok || res.status === 404) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

function stop(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Always measures the current code: the build is incremental on the server side and quick on the web side. */
function ensureBuilt() {
  log('building (npm run build)');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function seedArgs(catalogue) {
  return Object.entries(catalogue).flatMap(([key, value]) => [`--${key}`, String(value)]);
}

function sqliteReader(dataDir) {
  const sqlite = new Database(path.join(dataDir, 'starlane.db'), { readonly: true });
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    query: async (text, params = []) => sqlite.prepare(text.replace(/\$\d+/g, '?')).all(...params),
    close: async () => sqlite.close(),
  };
}

async function prepareSqlite() {
  const dataDir = path.join(root, 'bench', 'cache', `sqlite-${VIDEOS}`);
  const marker = path.join(dataDir, '.seeded.json');
  if (!fs.existsSync(marker) || fs.readFileSync(marker, 'utf8') !== JSON.stringify(CATALOGUE)) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    log(`seeding the SQLite catalogue in ${path.relative(root, dataDir)} (takes several minutes)`);
    const started = Date.now();
    const seed = spawnSync(process.execPath, ['apps/server/dist/cli/seed.js', ...seedArgs(CATALOGUE)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    });
    if (seed.status !== 0) throw new Error('seeding failed');
    log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    fs.writeFileSync(marker, JSON.stringify(CATALOGUE));
  }
  return sqliteReader(dataDir);
}

/**
 * The 1M-video SQLite catalogue: the 100k one with its videos (and their category and star links) copied
 * nine times under new ids, so every listing is ten times longer. Built once; its build time and size are
 * stored beside it.
 */
async function prepareMillion(baseDir) {
  const dataDir = path.join(root, 'bench', 'cache', `sqlite-${MILLION}`);
  const marker = path.join(dataDir, '.built.json');
  if (!fs.existsSync(marker)) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    log('building the 1M-video SQLite catalogue from the 100k one (once)');
    const started = Date.now();
    const source = new Database(path.join(baseDir, 'starlane.db'));
    await source.backup(path.join(dataDir, 'starlane.db'));
    source.close();
    fs.symlinkSync(path.join(baseDir, 'media'), path.join(dataDir, 'media'));
    const db = new Database(path.join(dataDir, 'starlane.db'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    const { max } = db.prepare('select max(id) as max from videos').get();
    const copies = Math.ceil(MILLION / max) - 1;
    const columns =
      'wmc_external_id, title, thumbnail, length, description, video_url, hls_url, created_at, view_count, rating_count, rating_sum, rating_score, comment_count, favourite_count, status';
    for (let k = 1; k <= copies; k++) {
      db.transaction(() => {
        db.prepare(
          `insert into videos (id, ${columns}) select id + ${k * max}, 'm' || (id + ${k * max}), ${columns.split(', ').slice(1).join(', ')} from videos where id <= ${max} and id + ${k * max} <= ${MILLION}`,
        ).run();
        for (const [table, column] of [
          ['video_categories', 'category_id'],
          ['video_actors', 'actor_id'],
        ]) {
          db.prepare(
            `insert into ${table} (video_id, ${column}) select video_id + ${k * max}, ${column} from ${table} where video_id <= ${max} and video_id + ${k * max} <= ${MILLION}`,
          ).run();
        }
      })();
      log(`  copy ${k}/${copies} done`);
    }
    db.exec('analyze');
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    const bytes = fs.statSync(path.join(dataDir, 'starlane.db')).size;
    fs.writeFileSync(marker, JSON.stringify({ buildSeconds: (Date.now() - started) / 1000, bytes }));
  }
  const built = JSON.parse(fs.readFileSync(marker, 'utf8'));
  log(
    `1M catalogue: built in ${built.buildSeconds.toFixed(0)} s, ${(built.bytes / 1024 / 1024).toFixed(0)} MB`,
  );
  return { ...sqliteReader(dataDir), built };
}

async function preparePostgres() {
  const url = new URL(opts['postgres-url']);
  const dbName = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: opts['postgres-url'].replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount > 0;
  if (!exists) await admin.query(`create database ${dbName}`);
  await admin.end();
  const client = new pg.Client({ connectionString: opts['postgres-url'] });
  await client.connect();
  const dataDir = path.join(root, 'bench', 'cache', `postgres-${VIDEOS}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const count = await client
    .query('select count(*)::int as n from videos')
    .then((r) => r.rows[0].n)
    .catch(() => 0);
  if (count !== VIDEOS) {
    log(`seeding the PostgreSQL catalogue in ${dbName} (takes several minutes)`);
    const started = Date.now();
    const seed = spawnSync(
      process.execPath,
      ['apps/server/dist/cli/seed.js', ...seedArgs(CATALOGUE), '--reset'],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: opts['postgres-url'], LOG_LEVEL: 'warn' },
      },
    );
    if (seed.status !== 0) throw new Error('seeding failed');
    log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // Earlier runs' view counting leaves dead rows; VACUUM sets the visibility map again, so deep pages are
  // index-only scans as autovacuum would leave them on a live site.
  await client.query('vacuum analyze');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: opts['postgres-url'] },
    query: async (text, params = []) => (await client.query(text, params)).rows,
    close: () => client.end(),
  };
}

/** The production server on `catalogue`, with `env` on top (WORKERS, RESPONSE_CACHE). */
async function startServer(catalogue, env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...catalogue.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
      ...env,
    },
    stdio: 'inherit',
  });
  await waitFor(`${url}/api/category/`, child);
  if (env.WORKERS && env.WORKERS !== '1') await new Promise((r) => setTimeout(r, 3000));
  return { url, child };
}

async function startCeiling(bodies) {
  const port = await freePort();
  const file = path.join(os.tmpdir(), `starlane-ceiling-${process.pid}-${port}.json`);
  fs.writeFileSync(file, JSON.stringify(bodies));
  const child = spawn(process.execPath, [path.join(root, 'bench', 'ceiling.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BODIES_FILE: file },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, child);
  return { url, child, file };
}

async function cannon(url, paths, duration = DURATION) {
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
async function measurePair(read, appUrl, ceilingUrl) {
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

async function measureApp(read, appUrl) {
  for (const p of read.paths) await fetch(`${appUrl}${p}`);
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await cannon(appUrl, read.paths));
  return { name: read.name, rps: median(runs.map((r) => r.rps)), p99: median(runs.map((r) => r.p99)), runs };
}

/** Ids to read, picked from the catalogue itself. */
async function sampleOf(catalogue) {
  const sample = (sql, params) => catalogue.query(sql, params);
  const videos = (
    await sample(
      "select wmc_external_id from videos where status = 'published' order by id limit 64 offset 1000",
    )
  ).map((r) => r.wmc_external_id);
  const [category] = await sample(
    'select categories.wmc_external_id as id, count(*) as n from video_categories join categories on categories.id = video_categories.category_id group by categories.wmc_external_id order by count(*) desc limit 1',
  );
  const [actor] = await sample(
    'select actors.wmc_external_id as id, first_name from actors where length(first_name) >= 5 order by id limit 1',
  );
  const [playlist] = await sample('select id from playlists where video_count >= 3 order by id limit 1');
  const [member] = await sample('select member_id from playlists order by id limit 1');
  const categoryIds = (
    await sample(
      'select wmc_external_id from categories where category_picture is not null order by id limit 32',
    )
  ).map((r) => r.wmc_external_id);
  const prefixes = [];
  for (let n = 1; n <= Math.min(5, actor.first_name.length); n++)
    prefixes.push(actor.first_name.slice(0, n).toLowerCase());
  const tenThousand = (
    await sample(
      `select wmc_external_id from videos where status = 'published' order by id limit ${BUDGET.distinctUrls}`,
    )
  ).map((r) => r.wmc_external_id);
  return {
    videos,
    category: {
      id: category.id,
      deepPage: Math.min(500, Math.max(1, Math.floor(Number(category.n) / 12))),
    },
    actor: actor.id,
    playlist: playlist?.id ?? 1,
    member: member?.member_id ?? '00000000-0000-0000-0000-000000000000',
    categoryIds,
    prefixes,
    tenThousand,
  };
}

/** The bytes the app answers for every path of `reads`, for the ceiling to answer the same. */
async function bodiesOf(appUrl, reads) {
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

function rssMbOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

function printTable(title, rows) {
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

/** The first-load budgets one page missed (medians). */
function lighthouseMisses(page, s) {
  const b = LIGHTHOUSE_BUDGET;
  const misses = [];
  const under = (value, budget, what, unit = '') => {
    if (value < budget)
      misses.push(`lighthouse ${page}: ${what} ${value}${unit} (budget >= ${budget}${unit})`);
  };
  const over = (value, budget, what, unit = '') => {
    if (value > budget)
      misses.push(`lighthouse ${page}: ${what} ${value}${unit} (budget <= ${budget}${unit})`);
  };
  under(s.score, b.performance, 'performance');
  under(s.accessibility, b.accessibility, 'accessibility');
  under(s.bestPractices, b.bestPractices, 'best practices');
  under(s.seo, b.seo, 'SEO');
  over(s.fcpMs, b.fcpMs, 'FCP', ' ms');
  over(s.lcpMs, b.lcpMs, 'LCP', ' ms');
  over(s.tbtMs, b.tbtMs, 'TBT', ' ms');
  over(s.cls, b.cls, 'CLS');
  return misses;
}

/** The pages Lighthouse measures: home, a video, a category, a star and a search, by their canonical URLs. */
async function lighthousePages(baseUrl, videoPath, categoryId) {
  const { $values: actors } = await (await fetch(`${baseUrl}/api/actor/`)).json();
  const star = actors.find((a) => a.profilePicture) ?? actors[0];
  return [
    ['home', '/'],
    ['video', await canonicalPath(baseUrl, videoPath)],
    // The category's canonical URL (with its name), not the redirect to it.
    ['category', await canonicalPath(baseUrl, `/category/${categoryId}`)],
    [
      'star',
      await canonicalPath(baseUrl, `/actor/${encodeURIComponent(`${star.firstName} ${star.lastName}`)}`),
    ],
    ['search', `/search?q=${encodeURIComponent(star.firstName.slice(0, 4).toLowerCase())}`],
  ];
}

/**
 * Lighthouse mobile, all four categories, per page: RUNS runs each, a fresh Chromium per run; the score and each
 * metric are the medians of the runs (one run swings by 10 points on a shared machine).
 */
async function lighthouseScores(baseUrl, videoPath, categoryId) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const scores = {};
  for (const [name, pagePath] of await lighthousePages(baseUrl, videoPath, categoryId)) {
    const runs = [];
    // A run whose page did not load (Lighthouse's runtimeError) is logged and made again, at most twice.
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      });
      try {
        // A returning visitor: the age and cookie consent was given before.
        const result = await lighthouse(`${baseUrl}${pagePath}`, {
          port: chrome.port,
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          extraHeaders: { Cookie: 'StarlaneAge=true' },
          logLevel: 'error',
        });
        const lhr = result.lhr;
        if (lhr.runtimeError) {
          log(`lighthouse ${name}: run failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`);
          continue;
        }
        const category = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        runs.push({
          score: category('performance'),
          accessibility: category('accessibility'),
          bestPractices: category('best-practices'),
          seo: category('seo'),
          fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          lcpElement:
            lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ??
            '',
          cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
          tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        });
      } finally {
        chrome.kill();
      }
    }
    const of = (key) => median(runs.map((r) => r[key]));
    scores[name] = {
      score: of('score'),
      accessibility: of('accessibility'),
      bestPractices: of('bestPractices'),
      seo: of('seo'),
      fcpMs: of('fcpMs'),
      lcpMs: of('lcpMs'),
      cls: of('cls'),
      tbtMs: of('tbtMs'),
      runs,
    };
    const s = scores[name];
    log(
      `lighthouse ${name} ${pagePath}: performance ${s.score}, accessibility ${s.accessibility}, best practices ${s.bestPractices}, SEO ${s.seo} (FCP ${s.fcpMs} ms, LCP ${s.lcpMs} ms, CLS ${s.cls}, TBT ${s.tbtMs} ms; medians of ${runs.length}: performance ${runs.map((r) => r.score).join(', ')}; LCP element ${runs.map((r) => r.lcpElement).join(' | ')})`,
    );
  }
  return scores;
}

async function benchEngine(engine) {
  log(`=== ${engine} ===`);
  const catalogue = engine === 'sqlite' ? await prepareSqlite() : await preparePostgres();
  const misses = [];
  failures = [];
  const report = {
    engine,
    at: new Date().toISOString(),
    catalogue: CATALOGUE,
    runs: RUNS,
    duration: DURATION,
  };
  let ceiling;
  let server;
  try {
    const sample = await sampleOf(catalogue);
    const reads = hotReads(sample);

    if (opts['only-lighthouse']) {
      server = await startServer(catalogue, { WORKERS: '1' });
      // In the full run Lighthouse comes minutes after the start, when the start-up jobs (the neighbour
      // rebuild) are over; give them the same time here.
      log('waiting 120 s for the start-up jobs');
      await new Promise((resolve) => setTimeout(resolve, 120_000));
      report.lighthouse = await lighthouseScores(
        server.url,
        `/video/${sample.videos[0]}/x`,
        sample.category.id,
      );
      for (const [page, score] of Object.entries(report.lighthouse)) {
        misses.push(...lighthouseMisses(page, score));
      }
      console.log(
        `\n${misses.length === 0 ? 'every budget met' : `budgets missed:\n  - ${misses.join('\n  - ')}`}\n`,
      );
      return misses;
    }

    // Warm: one worker, the response cache on.
    server = await startServer(catalogue, { WORKERS: '1' });
    ceiling = await startCeiling(await bodiesOf(server.url, reads));
    log('warm (response cache on, one worker)');
    const warm = [];
    for (const read of reads) warm.push(await measurePair(read, server.url, ceiling.url));
    report.warm = warm;
    for (const r of warm) {
      if (engine !== 'sqlite') continue;
      if (r.ratio < BUDGET.warmRatio)
        misses.push(`warm ${r.name}: ${(r.ratio * 100).toFixed(0)}% of the ceiling (budget 60%)`);
      if (r.p99 >= BUDGET.warmP99Ms) misses.push(`warm ${r.name}: p99 ${r.p99} ms (budget < 20 ms)`);
    }

    // Anonymous server-rendered HTML against a bare node:http server with the same bytes (docs/decisions/0041).
    const html = await measureHtml({
      baseUrl: server.url,
      videoPath: `/video/${sample.videos[0]}/x`,
      port: await freePort(),
      measure: (_name, url, paths) => cannon(url, paths),
      rounds: RUNS,
      log,
    });
    report.html = html.results;
    misses.push(...html.misses);

    if (engine === 'sqlite' && !opts['skip-memory']) {
      // RSS after a run over 10,000 distinct URLs: the caches must stay bounded.
      const distinct = sample.tenThousand.map((id) => `/api/video/getmovie?id=${id}`);
      log(`memory: ${opts['memory-seconds']} s over ${distinct.length} distinct URLs`);
      await cannon(server.url, distinct, Number(opts['memory-seconds']));
      const rss = rssMbOf(server.child.pid);
      report.memory = { urls: distinct.length, seconds: Number(opts['memory-seconds']), rssMb: rss };
      log(`memory: RSS ${rss.toFixed(0)} MB`);
      if (rss >= BUDGET.rssMb)
        misses.push(`RSS ${rss.toFixed(0)} MB after the distinct-URL run (budget 300 MB)`);
    }

    const js = initialJsPerRoute(path.join(root, 'apps/web/dist'));
    report.js = js;
    for (const [route, size] of Object.entries(js.routes)) {
      if (size.bytes > BUDGET.initialJsBytes)
        misses.push(`route ${route}: initial JS ${(size.bytes / 1024).toFixed(1)} KB (budget 170 KB)`);
      if (size.hlsInInitial) misses.push(`route ${route}: hls.js is part of its initial JS`);
    }
    if (js.hlsInEntry) misses.push('hls.js is part of the entry chunk');
    if (!opts['skip-lighthouse']) {
      report.lighthouse = await lighthouseScores(server.url, html.pages.video, sample.category.id);
      for (const [page, score] of Object.entries(report.lighthouse)) {
        misses.push(...lighthouseMisses(page, score));
      }
    }
    await stop(server.child);
    server = undefined;

    // Cores: the same warm reads with two workers (SQLite; the machine's cores are shared with the client).
    if (engine === 'sqlite' && !opts['skip-workers']) {
      server = await startServer(catalogue, { WORKERS: '2' });
      log('warm with WORKERS=2');
      const two = [];
      for (const read of reads) two.push(await measureApp(read, server.url));
      const factor = median(two.map((r, i) => r.rps / warm[i].rps));
      report.workers = { two, medianFactor: factor };
      log(`WORKERS=2 / WORKERS=1 (median over the reads): ${factor.toFixed(2)}x`);
      if (factor < BUDGET.workersFactor)
        misses.push(`WORKERS=2 gives ${factor.toFixed(2)}x one worker (budget 1.6x)`);
      await stop(server.child);
      server = undefined;
    }

    // Cold: the response cache off.
    server = await startServer(catalogue, { WORKERS: '1', RESPONSE_CACHE: 'off' });
    log('cold (RESPONSE_CACHE=off, one worker)');
    const cold = [];
    for (const read of reads) cold.push(await measurePair(read, server.url, ceiling.url));
    report.cold = cold;
    for (const r of cold) {
      if (r.ratio < BUDGET.coldRatio[engine])
        misses.push(
          `cold ${r.name}: ${(r.ratio * 100).toFixed(0)}% of the ceiling (budget ${BUDGET.coldRatio[engine] * 100}%)`,
        );
      if (r.p99 >= BUDGET.coldP99Ms) misses.push(`cold ${r.name}: p99 ${r.p99} ms (budget < 50 ms)`);
    }
    for (const [i, r] of reads.entries()) {
      if (!r.firstPage) continue;
      const first = cold.find((c) => c.name === r.firstPage);
      if (!first) continue;
      const factor = first.rps / cold[i].rps;
      if (factor > BUDGET.deepPageFactor)
        misses.push(`cold ${r.name}: ${factor.toFixed(2)}x slower than page 1 (budget 1.5x)`);
    }
    const search = cold.find((c) => c.name === 'search per keystroke');
    if (search && search.p97_5 >= BUDGET.searchP95Ms)
      misses.push(`cold search: p97.5 ${search.p97_5} ms (budget p95 < 20 ms)`);
    await stop(server.child);
    server = undefined;

    // The 1M-video SQLite catalogue, cold, against the 100k figures.
    if (engine === 'sqlite' && !opts['skip-million'] && VIDEOS === 100_000) {
      const million = await prepareMillion(catalogue.env.DATA_DIR);
      try {
        const bigSample = await sampleOf(million);
        const bigReads = hotReads(bigSample);
        server = await startServer(million, { WORKERS: '1', RESPONSE_CACHE: 'off' });
        const bigCeiling = await startCeiling(await bodiesOf(server.url, bigReads));
        try {
          log('cold on the 1M-video catalogue');
          const big = [];
          for (const read of bigReads) big.push(await measurePair(read, server.url, bigCeiling.url));
          report.million = { built: million.built, cold: big };
          // Same table, same order: each row against its 100k row (the deep category page may differ).
          for (const [i, r] of big.entries()) {
            const base = cold[i];
            if (!base) continue;
            const factor = base.ratio / r.ratio;
            r.vs100k = factor;
            if (factor > BUDGET.millionFactor)
              misses.push(`1M cold ${r.name}: ${factor.toFixed(2)}x slower than on 100k (budget 1.5x)`);
          }
        } finally {
          await stop(bigCeiling.child);
          fs.rmSync(bigCeiling.file, { force: true });
        }
      } finally {
        await million.close();
      }
    }

    printTable(
      `${engine}: warm (medians of ${RUNS} runs of ${DURATION} s, ${CONNECTIONS} connections)`,
      warm,
    );
    printTable(`${engine}: cold, RESPONSE_CACHE=off`, cold);
    if (report.million) printTable(`${engine}: cold on 1M videos`, report.million.cold);
    for (const failure of failures) misses.push(`errors: ${failure}`);
    report.misses = misses;
    fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
    const file = path.join(root, 'bench', 'results', `${engine}-${report.at.replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, JSON.stringify(report, null, 2));
    console.log(
      `\n${misses.length === 0 ? 'every budget met' : `budgets missed:\n  - ${misses.join('\n  - ')}`}\nwritten to ${path.relative(root, file)}\n`,
    );
    return misses;
  } finally {
    if (server) await stop(server.child);
    if (ceiling) {
      await stop(ceiling.child);
      fs.rmSync(ceiling.file, { force: true });
    }
    await catalogue.close();
  }
}

/**
 * --lighthouse-demo: Lighthouse alone, on a fresh data directory seeded with the demo catalogue, so the
 * first-load budgets can be checked in minutes instead of after the large catalogue's build.
 */
async function lighthouseOnDemo() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-bench-demo-'));
  let server;
  try {
    server = await startServer({ env: { DATA_DIR: dataDir, DATABASE_URL: '' } }, { SEED_DEMO: 'true' });
    const { $values: videos } = await (await fetch(`${server.url}/api/video/?amount=1&sort=newest`)).json();
    const { $values: categories } = await (await fetch(`${server.url}/api/category/`)).json();
    const category = categories.find((c) => c.categoryPicture) ?? categories[0];
    const scores = await lighthouseScores(
      server.url,
      `/video/${videos[0].wmcExternalId}/x`,
      category.wmcExternalId,
    );
    const misses = Object.entries(scores).flatMap(([page, score]) => lighthouseMisses(page, score));
    fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(root, 'bench', 'results', `lighthouse-demo-${stamp}.json`);
    fs.writeFileSync(file, JSON.stringify({ runs: RUNS, lighthouse: scores, misses }, null, 2));
    console.log(
      `\n${misses.length === 0 ? 'every budget met' : `budgets missed:\n  - ${misses.join('\n  - ')}`}\nwritten to ${path.relative(root, file)}\n`,
    );
    return misses.length;
  } finally {
    if (server) await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!opts['skip-build']) ensureBuilt();
if (opts['lighthouse-demo']) process.exit((await lighthouseOnDemo()) === 0 ? 0 : 1);
let missed = 0;
// The video page's uncached HTML (docs/decisions/0043), beside a baseline checkout when one is named.
const renderOnly = opts.only.split(',').includes('render');
if (renderOnly || opts['render-baseline']) {
  log('=== render (video page, HTML cache off) ===');
  const render = await measureRender({
    root,
    baseline: opts['render-baseline'] || undefined,
    runs: RUNS,
    duration: DURATION,
    log,
  });
  for (const miss of render.misses) console.log(`budget missed: ${miss}`);
  missed += render.misses.length;
  if (renderOnly) process.exit(missed === 0 ? 0 : 1);
}
const engines = opts.engine === 'both' ? ['sqlite', 'postgres'] : [opts.engine];
for (const engine of engines) missed += (await benchEngine(engine)).length;
process.exit(missed === 0 ? 0 : 1);
