#!/usr/bin/env node
// `npm run bench`: the speed budgets of the scale-and-speed issue, measured on this machine.
// Builds a large synthetic catalogue once (cached under bench/cache, or a `starlane_bench` PostgreSQL
// database), starts the production server and, in the same run, a bare Fastify route as the ceiling, then
// measures every hot read with autocannon, the initial JS per route and Lighthouse (mobile). Prints a table,
// writes bench/results/<engine>-<time>.json and exits non-zero when a budget is missed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { initialJsPerRoute } from './js-size.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: opts } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '64' },
    videos: { type: 'string', default: '100000' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'postgres-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/starlane_bench',
    },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (opts.help) {
  console.log(`Usage: npm run bench -- [--engine sqlite|postgres|both] [--runs 3] [--duration 8] [--connections 64]
                       [--videos 100000] [--skip-lighthouse] [--postgres-url URL]
The catalogue (100k videos, 5k stars, 300 categories, 1M views, 200k ratings, 100k comments, 10k members)
is built once and reused; delete bench/cache (SQLite) or the starlane_bench database to rebuild it.`);
  process.exit(0);
}
const RUNS = Number(opts.runs);
const DURATION = Number(opts.duration);
const CONNECTIONS = Number(opts.connections);
const VIDEOS = Number(opts.videos);
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
const DEMO_PASSWORD = 'starlane-demo';

const BUDGET = {
  ratioToCeiling: 0.5,
  p99Ms: 50,
  deepPageFactor: 2,
  searchP95Ms: 20,
  initialJsBytes: 170 * 1024,
  lighthouse: 95,
};

function log(message) {
  console.log(`[bench] ${message}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
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

/** The engine's environment and a reader for picking sample ids, seeding the catalogue if it is not there. */
async function prepareCatalogue(engine) {
  const seedArgs = Object.entries(CATALOGUE).flatMap(([key, value]) => [`--${key}`, String(value)]);
  if (engine === 'sqlite') {
    const dataDir = path.join(root, 'bench', 'cache', `sqlite-${VIDEOS}`);
    const marker = path.join(dataDir, '.seeded.json');
    if (!fs.existsSync(marker) || fs.readFileSync(marker, 'utf8') !== JSON.stringify(CATALOGUE)) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.mkdirSync(dataDir, { recursive: true });
      log(`seeding the SQLite catalogue in ${path.relative(root, dataDir)} (takes a minute or two)`);
      const started = Date.now();
      const seed = spawnSync(process.execPath, ['apps/server/dist/cli/seed.js', ...seedArgs], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      });
      if (seed.status !== 0) throw new Error('seeding failed');
      log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      fs.writeFileSync(marker, JSON.stringify(CATALOGUE));
    }
    const sqlite = new Database(path.join(dataDir, 'starlane.db'), { readonly: true });
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      query: async (text, params = []) => sqlite.prepare(text.replace(/\$\d+/g, '?')).all(...params),
      close: async () => sqlite.close(),
    };
  }
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
    log(`seeding the PostgreSQL catalogue in ${dbName} (takes a few minutes)`);
    const started = Date.now();
    const seed = spawnSync(process.execPath, ['apps/server/dist/cli/seed.js', ...seedArgs, '--reset'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: opts['postgres-url'], LOG_LEVEL: 'warn' },
    });
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

async function measure(name, url, paths, headers = {}) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    let i = 0;
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION,
      headers,
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
    });
    if (result.errors > 0 || result.non2xx > 0) {
      throw new Error(
        `${name}: ${result.errors} errors and ${result.non2xx} non-2xx answers (first path ${paths[0]})`,
      );
    }
    runs.push({
      rps: result.requests.average,
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
    });
  }
  const summary = {
    name,
    path: paths[0],
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p97_5: median(runs.map((r) => r.p97_5)),
    p99: median(runs.map((r) => r.p99)),
    runs,
  };
  log(
    `${name.padEnd(26)} ${summary.rps.toFixed(0).padStart(7)} req/s  p50 ${summary.p50} ms  p99 ${summary.p99} ms`,
  );
  return summary;
}

async function lighthouseScores(baseUrl, videoPath) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const scores = {};
  for (const [name, pagePath] of [
    ['home', '/'],
    ['video', videoPath],
  ]) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      // A returning visitor: the age and cookie consent was given before.
      const result = await lighthouse(`${baseUrl}${pagePath}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        extraHeaders: { Cookie: 'StarlaneAge=true' },
        logLevel: 'error',
      });
      const lhr = result.lhr;
      scores[name] = {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      };
      log(
        `lighthouse ${name}: ${scores[name].score} (LCP ${scores[name].lcpMs} ms, CLS ${scores[name].cls}, TBT ${scores[name].tbtMs} ms)`,
      );
    } finally {
      chrome.kill();
    }
  }
  return scores;
}

async function benchEngine(engine) {
  log(`=== ${engine} ===`);
  const catalogue = await prepareCatalogue(engine);
  const [appPort, ceilingPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${appPort}`;
  const ceiling = spawn(process.execPath, [path.join(root, 'bench', 'ceiling.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(ceilingPort) },
    stdio: 'inherit',
  });
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...catalogue.env,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
    },
    stdio: 'inherit',
  });
  try {
    await waitFor(`http://127.0.0.1:${ceilingPort}/ceiling`, ceiling);
    await waitFor(`${baseUrl}/api/category/`, server);

    const sample = async (sql, params) => catalogue.query(sql, params);
    const videos = (await sample('select wmc_external_id from videos order by id limit 64 offset 1000')).map(
      (r) => r.wmc_external_id,
    );
    const [category] = await sample(
      'select category_id, count(*) as n from video_categories group by category_id order by count(*) desc limit 1',
    );
    const categoryDeepPage = Math.min(500, Math.max(1, Math.floor(Number(category.n) / 12)));
    const [actor] = await sample(
      'select first_name from actors where length(first_name) >= 5 order by id limit 1',
    );
    const [curator] = await sample(
      'select members.user_name from playlists join members on members.id = playlists.member_id group by members.user_name order by count(*) desc limit 1',
    );
    const login = await fetch(`${baseUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${curator.user_name}@example.com`, password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`could not sign in as ${curator.user_name}: ${login.status}`);
    const memberCookie = login.headers.get('set-cookie').split(';')[0];
    const categoryIds = (
      await sample('select id from categories where category_picture is not null order by id limit 32')
    ).map((r) => r.id);

    const results = {
      ceiling: await measure('ceiling (bare Fastify)', `http://127.0.0.1:${ceilingPort}`, ['/ceiling']),
    };
    const hot = [];
    const add = async (key, name, paths, headers) => {
      results[key] = await measure(name, baseUrl, paths, headers);
      hot.push(key);
    };
    await add('homeCategories', 'home: categories', ['/api/category/']);
    await add(
      'homeRows',
      'home: category rows',
      categoryIds.map((id) => `/api/video/getbycategory?categoryId=${id}&amount=8`),
    );
    await add('homeStars', 'home: 12 random stars', ['/api/actor/getSelection?amount=12']);
    await add(
      'videoPage',
      'video page: getmovie',
      videos.map((id) => `/api/video/getmovie?id=${id}`),
    );
    await add(
      'videoRelated',
      'video page: related',
      videos.map((id) => `/api/video/getrelatedvideos?videoId=${id}&amount=6`),
    );
    await add('categoryPage1', 'category page 1', [
      `/api/video/getbycategory?categoryId=${category.category_id}&amount=12&page=1`,
    ]);
    await add('categoryPageDeep', `category page ${categoryDeepPage}`, [
      `/api/video/getbycategory?categoryId=${category.category_id}&amount=12&page=${categoryDeepPage}`,
    ]);
    await add('toplistPage1', 'toplist page 1', ['/api/video/getmostviewed?amount=12&page=1']);
    await add('toplistPage500', 'toplist page 500', ['/api/video/getmostviewed?amount=12&page=500']);
    const prefixes = [];
    for (let n = 1; n <= Math.min(5, actor.first_name.length); n++)
      prefixes.push(actor.first_name.slice(0, n).toLowerCase());
    for (const prefix of prefixes) {
      await add(`search_${prefix}`, `search "${prefix}"`, [
        `/api/search/?strSearch=${encodeURIComponent(prefix)}`,
      ]);
    }
    await add('memberPlaylists', "a member's playlists", ['/api/playlist/getbyuser'], {
      cookie: memberCookie,
    });

    const js = initialJsPerRoute(path.join(root, 'apps/web/dist'));
    log(
      `initial JS (gzip): entry ${(js.entryBytes / 1024).toFixed(1)} KB; largest route ${Math.max(...Object.values(js.routes).map((r) => r.bytes)) / 1024} KB`,
    );
    const lighthouse = opts['skip-lighthouse']
      ? null
      : await lighthouseScores(baseUrl, `/video/${videos[0]}/x`);

    const misses = [];
    const ceilingRps = results.ceiling.rps;
    for (const key of hot) {
      const r = results[key];
      r.ratio = r.rps / ceilingRps;
      if (engine === 'sqlite' && r.ratio < BUDGET.ratioToCeiling)
        misses.push(`${r.name}: ${(r.ratio * 100).toFixed(0)}% of the ceiling (budget 50%)`);
      if (engine === 'sqlite' && r.p99 >= BUDGET.p99Ms)
        misses.push(`${r.name}: p99 ${r.p99} ms (budget < 50 ms)`);
    }
    for (const [deep, first] of [
      ['categoryPageDeep', 'categoryPage1'],
      ['toplistPage500', 'toplistPage1'],
    ]) {
      if (results[first].rps > BUDGET.deepPageFactor * results[deep].rps) {
        misses.push(
          `${results[deep].name}: ${(results[first].rps / results[deep].rps).toFixed(2)}x slower than page 1 (budget 2x)`,
        );
      }
    }
    for (const prefix of prefixes) {
      const r = results[`search_${prefix}`];
      // autocannon reports p97.5, not p95: a stricter stand-in.
      if (r.p97_5 >= BUDGET.searchP95Ms) misses.push(`${r.name}: p97.5 ${r.p97_5} ms (budget p95 < 20 ms)`);
    }
    for (const [route, size] of Object.entries(js.routes)) {
      if (size.bytes > BUDGET.initialJsBytes)
        misses.push(`route ${route}: initial JS ${(size.bytes / 1024).toFixed(1)} KB (budget 170 KB)`);
      if (size.hlsInInitial) misses.push(`route ${route}: hls.js is part of its initial JS`);
    }
    if (js.hlsInEntry) misses.push('hls.js is part of the entry chunk');
    for (const [page, score] of Object.entries(lighthouse ?? {})) {
      if (score.score < BUDGET.lighthouse) misses.push(`lighthouse ${page}: ${score.score} (budget 95)`);
    }

    console.log(
      `\n${engine}: req/s, latency (ms) and ratio to the ceiling, medians of ${RUNS} runs of ${DURATION} s at ${CONNECTIONS} connections`,
    );
    console.log(
      `${'endpoint'.padEnd(28)}${'req/s'.padStart(9)}${'p50'.padStart(7)}${'p97.5'.padStart(7)}${'p99'.padStart(7)}${'ratio'.padStart(8)}`,
    );
    for (const key of ['ceiling', ...hot]) {
      const r = results[key];
      console.log(
        `${r.name.padEnd(28)}${r.rps.toFixed(0).padStart(9)}${String(r.p50).padStart(7)}${String(r.p97_5).padStart(7)}${String(r.p99).padStart(7)}${(r.ratio === undefined ? '' : `${(r.ratio * 100).toFixed(0)}%`).padStart(8)}`,
      );
    }
    console.log('\ninitial JS per route (gzip KB):');
    console.log(
      Object.entries(js.routes)
        .map(([route, r]) => `${route} ${(r.bytes / 1024).toFixed(1)}`)
        .join(', '),
    );
    const report = {
      engine,
      at: new Date().toISOString(),
      catalogue: CATALOGUE,
      runs: RUNS,
      duration: DURATION,
      connections: CONNECTIONS,
      results,
      js,
      lighthouse,
      misses,
    };
    fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
    const file = path.join(root, 'bench', 'results', `${engine}-${report.at.replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, JSON.stringify(report, null, 2));
    console.log(
      `\n${misses.length === 0 ? 'every budget met' : `budgets missed:\n  - ${misses.join('\n  - ')}`}\nwritten to ${path.relative(root, file)}\n`,
    );
    return misses;
  } finally {
    await stop(server);
    await stop(ceiling);
    await catalogue.close();
  }
}

ensureBuilt();
const engines = opts.engine === 'both' ? ['sqlite', 'postgres'] : [opts.engine];
let missed = 0;
for (const engine of engines) missed += (await benchEngine(engine)).length;
process.exit(missed === 0 ? 0 : 1);
