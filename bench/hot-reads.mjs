// The hot reads (docs/measurements/hot-reads.md) against the ceiling: warm (the response cache on), with two
// workers, cold (RESPONSE_CACHE=off) with the deep pages and the search per keystroke, and cold on the
// 1M-video SQLite catalogue. Each export but hotReads is a section of `npm run bench` (see bench/run.mjs).
import { BUDGET, deepPageMisses, median, missesCap, missesFloor, missesLimit, shown } from './budgets.mjs';
import { prepareMillion, sampleOf } from './catalogues.mjs';
import { bodiesOf, measureApp, measurePair, printTable } from './load.mjs';
import { CONNECTIONS, DURATION, RUNS, VIDEOS, log, opts } from './options.mjs';
import { startCeiling, startServer, stop, stopCeiling } from './processes.mjs';

/**
 * The hot reads: one row each, {name, paths} (paths are rotated over by the connections). `firstPage`
 * names the row a deep page is held against. Anonymous reads only: member answers are never cached.
 * `onlyWords` (--only by default) keeps the rows whose name holds one of its comma-separated words.
 */
export function hotReads(s, onlyWords = opts.only) {
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
  const only = onlyWords.split(',').filter(Boolean);
  return only.length === 0 ? reads : reads.filter((r) => only.some((word) => r.name.includes(word)));
}

/** A run of the hot reads that measured none (--only matching no read's name) meets no budget. */
function noneMeasured(reads, what) {
  return reads.length === 0 ? [`${what}: no hot read measured (does --only name one?)`] : [];
}

export const warmSection = {
  name: 'warm',
  server: { WORKERS: '1' },
  async run(ctx) {
    const ceilingUrl = await ctx.ceilingUrl();
    log('warm (response cache on, one worker)');
    const warm = [];
    for (const read of ctx.reads) warm.push(await measurePair(read, ctx.server.url, ceilingUrl));
    ctx.report.warm = warm;
    const misses = noneMeasured(warm, 'warm');
    if (ctx.engine !== 'sqlite') return misses;
    for (const r of warm) {
      if (missesFloor(r.ratio, BUDGET.warmRatio))
        misses.push(`warm ${r.name}: ${shown(r.ratio * 100, 0, '%')} of the ceiling (budget 60%)`);
      if (missesLimit(r.p99, BUDGET.warmP99Ms))
        misses.push(`warm ${r.name}: p99 ${shown(r.p99, undefined, ' ms')} (budget < 20 ms)`);
    }
    return misses;
  },
  print(ctx) {
    if (!ctx.report.warm) return;
    printTable(
      `${ctx.engine}: warm (medians of ${RUNS} runs of ${DURATION} s, ${CONNECTIONS} connections)`,
      ctx.report.warm,
    );
  },
};

/** Cores: the same warm reads with two workers (SQLite; the machine's cores are shared with the client). */
export const workersSection = {
  name: 'workers',
  engines: ['sqlite'],
  skip: () => opts['skip-workers'],
  server: { WORKERS: '2' },
  async run(ctx) {
    const warm = ctx.report.warm;
    if (!warm) throw new Error('the workers section compares with the warm one: run it after it');
    log('warm with WORKERS=2');
    const two = [];
    for (const read of ctx.reads) two.push(await measureApp(read, ctx.server.url));
    const factor = median(two.map((r, i) => r.rps / warm[i].rps));
    ctx.report.workers = { two, medianFactor: factor };
    log(`WORKERS=2 / WORKERS=1 (median over the reads): ${shown(factor, 2, 'x')}`);
    return missesFloor(factor, BUDGET.workersFactor)
      ? [`WORKERS=2 gives ${shown(factor, 2, 'x')} one worker (budget 1.6x)`]
      : [];
  },
};

/** Cold: the response cache off; deep pages against their first pages; the search per keystroke. */
export const coldSection = {
  name: 'cold',
  server: { WORKERS: '1', RESPONSE_CACHE: 'off' },
  async run(ctx) {
    const { engine, reads } = ctx;
    const ceilingUrl = await ctx.ceilingUrl();
    log('cold (RESPONSE_CACHE=off, one worker)');
    const cold = [];
    for (const read of reads) cold.push(await measurePair(read, ctx.server.url, ceilingUrl));
    ctx.report.cold = cold;
    const misses = noneMeasured(cold, 'cold');
    for (const r of cold) {
      if (missesFloor(r.ratio, BUDGET.coldRatio[engine]))
        misses.push(
          `cold ${r.name}: ${shown(r.ratio * 100, 0, '%')} of the ceiling (budget ${BUDGET.coldRatio[engine] * 100}%)`,
        );
      if (missesLimit(r.p99, BUDGET.coldP99Ms))
        misses.push(`cold ${r.name}: p99 ${shown(r.p99, undefined, ' ms')} (budget < 50 ms)`);
    }
    misses.push(...deepPageMisses(reads, cold));
    const search = cold.find((c) => c.name === 'search per keystroke');
    if (search && missesLimit(search.p97_5, BUDGET.searchP95Ms))
      misses.push(`cold search: p97.5 ${shown(search.p97_5, undefined, ' ms')} (budget p95 < 20 ms)`);
    return misses;
  },
  print(ctx) {
    if (ctx.report.cold) printTable(`${ctx.engine}: cold, RESPONSE_CACHE=off`, ctx.report.cold);
  },
};

/** The 1M-video SQLite catalogue, cold, against the 100k figures. */
export const millionSection = {
  name: 'million',
  engines: ['sqlite'],
  skip: () => opts['skip-million'] || VIDEOS !== 100_000,
  server: null,
  async run(ctx) {
    const cold = ctx.report.cold;
    if (!cold) throw new Error('the 1M section compares with the cold one: run it after it');
    const misses = noneMeasured(cold, '1M cold');
    const million = await prepareMillion(ctx.catalogue.env.DATA_DIR);
    let server;
    try {
      const bigSample = await sampleOf(million);
      const bigReads = hotReads(bigSample);
      server = await startServer(million, { WORKERS: '1', RESPONSE_CACHE: 'off' });
      const bigCeiling = await startCeiling(await bodiesOf(server.url, bigReads));
      try {
        log('cold on the 1M-video catalogue');
        const big = [];
        for (const read of bigReads) big.push(await measurePair(read, server.url, bigCeiling.url));
        ctx.report.million = { built: million.built, cold: big };
        // Same table, same order: each row against its 100k row (the deep category page may differ).
        for (const [i, r] of big.entries()) {
          const base = cold[i];
          if (!base) continue;
          const factor = base.ratio / r.ratio;
          r.vs100k = factor;
          if (missesCap(factor, BUDGET.millionFactor))
            misses.push(`1M cold ${r.name}: ${shown(factor, 2, 'x')} slower than on 100k (budget 1.5x)`);
        }
      } finally {
        await stopCeiling(bigCeiling);
      }
    } finally {
      if (server) await stop(server.child);
      await million.close();
    }
    return misses;
  },
  print(ctx) {
    if (ctx.report.million) printTable(`${ctx.engine}: cold on 1M videos`, ctx.report.million.cold);
  },
};
