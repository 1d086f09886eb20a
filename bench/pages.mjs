// Page figures on the demo catalogue, quicker than the full bench: Lighthouse mobile on home, a
// video page, a category page and a toplist page (RUNS times each, medians), the anonymous HTML throughput
// against a bare node:http server with the same bytes, and the initial JS per route. Needs `npm run build`.
//   node bench/pages.mjs [--runs 3] [--duration 8] [--skip-lighthouse] [--skip-html]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { median } from './budgets.mjs';
import { startDemoServer } from './demo-server.mjs';
import { measureHtml } from './html.mjs';
import { freePort } from './free-port.mjs';
import { initialJsPerRoute } from './js-size.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '64' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-html': { type: 'boolean', default: false },
    // Another build of the web app (a copy of apps/web/dist from before a change): Lighthouse runs
    // alternate between it and this one, so both see the same load on a shared machine.
    'compare-dist': { type: 'string', default: '' },
  },
});
const RUNS = Number(opts.runs);

/** This checkout's server, or another build of it (SERVER_ENTRY: before a change, for a before/after). */
const startServer = (webDistDir, serverEntry) =>
  startDemoServer({
    root,
    entry: serverEntry ?? process.env.SERVER_ENTRY,
    env: webDistDir ? { WEB_DIST_DIR: webDistDir } : {},
  });

async function samplePaths(url) {
  const categories = await (await fetch(`${url}/api/category/`)).json();
  const category = (categories.$values ?? categories)[0];
  const home = await (await fetch(`${url}/`)).text();
  const video = /href="(\/video\/[^"/]+\/[^"]*)"/.exec(home)?.[1];
  if (!video || !category) throw new Error('no video or category found on the demo catalogue');
  return {
    home: '/',
    video,
    category: `/category/${category.wmcExternalId}/${encodeURIComponent(category.name)}`,
    toplist: '/toplists',
  };
}

async function lighthouseRun(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      // A returning visitor: the age and cookie consent was given before.
      extraHeaders: { Cookie: 'StarlaneAge=true' },
      logLevel: 'error',
    });
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    };
  } finally {
    chrome.kill();
  }
}

const server = await startServer();
// COMPARE_SERVER_ENTRY: the server build that goes with --compare-dist (default: this one).
const other = opts['compare-dist']
  ? await startServer(opts['compare-dist'], process.env.COMPARE_SERVER_ENTRY)
  : undefined;
const report = {};
const medians = (runs) =>
  Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
try {
  const pages = await samplePaths(server.url);
  console.log('[pages]', pages);
  if (!opts['skip-lighthouse']) {
    report.lighthouse = {};
    if (other) report.compared = {};
    for (const [name, pagePath] of Object.entries(pages)) {
      const runs = [];
      const otherRuns = [];
      for (let i = 0; i < RUNS; i++) {
        if (other) otherRuns.push(await lighthouseRun(`${other.url}${pagePath}`));
        runs.push(await lighthouseRun(`${server.url}${pagePath}`));
      }
      report.lighthouse[name] = { median: medians(runs), runs };
      console.log(
        `[pages] lighthouse ${name}: ${JSON.stringify(medians(runs))} runs ${runs.map((r) => r.score)}`,
      );
      if (other) {
        report.compared[name] = { median: medians(otherRuns), runs: otherRuns };
        console.log(
          `[pages] lighthouse ${name} (compare-dist): ${JSON.stringify(medians(otherRuns))} runs ${otherRuns.map((r) => r.score)}`,
        );
      }
    }
  }
  if (!opts['skip-html']) {
    const measure = async (_name, url, paths) => {
      const r = await autocannon({
        url: `${url}${paths[0]}`,
        connections: Number(opts.connections),
        duration: Number(opts.duration),
      });
      return { rps: r.requests.average };
    };
    // One short run first: the JIT and the cache warm up outside the figures.
    await measure('warm-up', server.url, [pages.home]);
    await measure('warm-up', server.url, [pages.video]);
    const html = await measureHtml({
      baseUrl: server.url,
      videoPath: pages.video,
      port: await freePort(),
      measure,
      rounds: RUNS,
      log: (m) => console.log(`[pages] ${m}`),
    });
    report.html = html.results;
  }
  const js = initialJsPerRoute(path.join(root, 'apps/web/dist'));
  report.js = {
    entryKb: +(js.entryBytes / 1024).toFixed(1),
    routesKb: Object.fromEntries(
      Object.entries(js.routes).map(([k, v]) => [k, +(v.bytes / 1024).toFixed(1)]),
    ),
  };
  console.log('[pages] initial JS (KB gzip):', JSON.stringify(report.js));
  const out = process.env.PAGES_REPORT ?? path.join(root, 'bench', 'pages-report.json');
  fs.writeFileSync(out, JSON.stringify(report, null, 2));
  console.log(`[pages] report in ${out}`);
} finally {
  for (const s of [server, other]) await s?.stop();
}
