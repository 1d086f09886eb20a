#!/usr/bin/env node
// `npm run bench`: the speed budgets of the hot reads (docs/measurements/hot-reads.md), measured on this machine.
// Builds large synthetic catalogues once (cached under bench/cache, or a `starlane_bench` PostgreSQL
// database), starts the production server and a bare node:http server answering the very same bytes (the
// ceiling), and measures every hot read against it side by side, alternating, with autocannon: warm (the
// response cache on) and cold (RESPONSE_CACHE=off) on SQLite and PostgreSQL, deep pages against first
// pages, a 1M-video SQLite catalogue against the 100k one, WORKERS=2 against one worker, the RSS of a worker
// after a run over 10,000 distinct URLs; the bytes of each public page (HTML brotli, inlined CSS, stylesheet,
// first-load JS; bench/bytes.mjs); then the initial JS per route and Lighthouse. Prints tables, writes
// bench/results/<engine>-<time>.json and exits non-zero when a budget is missed.
//
// This file only orchestrates: each measurement is a section (SECTIONS below), run in order on each engine:
//   { name, run(ctx) -> misses[], engines?: ['sqlite'], skip?: () -> boolean, server?, print?(ctx) }
// `server` is the env (WORKERS, RESPONSE_CACHE) of the production server the section needs on the engine's
// catalogue: started (or the running one kept when its env is the same) before it runs and given as
// ctx.server {url, child}; `null` stops the running one; left out, the section runs beside whatever runs.
// ctx also has engine, catalogue, sample (ids picked from it), reads (the hot reads), report (written to
// bench/results; put the figures there) and ceilingUrl() (the ceiling for the hot reads, started once).
// To add a section: import it and list it in SECTIONS. The hot reads are one table (hotReads in
// bench/hot-reads.mjs): add a {name, paths} row to measure another.
import fs from 'node:fs';
import path from 'node:path';
import { preparePostgres, prepareSqlite, sampleOf } from './catalogues.mjs';
import { bytesSection } from './bytes.mjs';
import { edgeSection } from './edge.mjs';
import { backupSection, metricsSection } from './ops.mjs';
import { overloadSection } from './overload.mjs';
import { coldSection, hotReads, millionSection, warmSection, workersSection } from './hot-reads.mjs';
import { lighthouseAloneSection, lighthouseOnDemo, lighthouseSection } from './lighthouse.mjs';
import { bodiesOf, takeFailures } from './load.mjs';
import { memorySection } from './memory.mjs';
import { HELP, CATALOGUE, DURATION, RUNS, log, opts, root } from './options.mjs';
import { htmlSection, initialJsSection } from './pages-sections.mjs';
import { ensureBuilt, startCeiling, startServer, stop, stopCeiling } from './processes.mjs';
import { measureRender } from './render.mjs';

const SECTIONS = [
  warmSection,
  htmlSection,
  bytesSection,
  memorySection,
  initialJsSection,
  lighthouseSection,
  workersSection,
  coldSection,
  millionSection,
  edgeSection,
  overloadSection,
  metricsSection,
  backupSection,
];

/**
 * Sections that measure something of their own rather than the hot reads: `--only <name>` runs such a
 * section alone (the hot-read sections run only when --only also names a word that is not one of these).
 */
const STANDALONE = new Set(SECTIONS.filter((s) => s.standalone).map((s) => s.name));
const onlyWords = opts.only.split(',').filter(Boolean);
const hotReadsAsked = onlyWords.length === 0 || onlyWords.some((word) => !STANDALONE.has(word));
const wanted = (section) =>
  section.standalone ? onlyWords.length === 0 || onlyWords.includes(section.name) : hotReadsAsked;

if (opts.help) {
  console.log(HELP);
  process.exit(0);
}

async function benchEngine(engine) {
  log(`=== ${engine} ===`);
  const catalogue = engine === 'sqlite' ? await prepareSqlite() : await preparePostgres();
  const misses = [];
  takeFailures();
  const report = {
    engine,
    at: new Date().toISOString(),
    catalogue: CATALOGUE,
    runs: RUNS,
    duration: DURATION,
  };
  let server;
  let serverEnv = null;
  let ceiling;
  const ctx = {
    engine,
    catalogue,
    report,
    get server() {
      return server;
    },
    async ceilingUrl() {
      ceiling ??= await startCeiling(await bodiesOf(server.url, ctx.reads));
      return ceiling.url;
    },
  };
  try {
    ctx.sample = await sampleOf(catalogue);
    ctx.reads = hotReads(ctx.sample);
    const sections = (opts['only-lighthouse'] ? [lighthouseAloneSection] : SECTIONS).filter(
      (section) =>
        (!section.engines || section.engines.includes(engine)) && wanted(section) && !section.skip?.(),
    );
    for (const section of sections) {
      if (section.server !== undefined && JSON.stringify(section.server) !== JSON.stringify(serverEnv)) {
        if (server) await stop(server.child);
        server = undefined;
        serverEnv = section.server;
        if (section.server) server = await startServer(catalogue, section.server);
      }
      misses.push(...((await section.run(ctx)) ?? []));
    }
    for (const section of sections) section.print?.(ctx);
    for (const failure of takeFailures()) misses.push(`errors: ${failure}`);
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
    if (ceiling) await stopCeiling(ceiling);
    await catalogue.close();
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
