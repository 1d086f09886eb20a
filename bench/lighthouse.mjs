// Lighthouse mobile on the pages (docs/decisions/0052): a section of `npm run bench` on the warm server
// (see bench/run.mjs), the same alone (--only-lighthouse) and on the demo catalogue (--lighthouse-demo).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lighthouseMisses, median } from './budgets.mjs';
import { canonicalPath } from './html.mjs';
import { RUNS, log, opts, root } from './options.mjs';
import { startServer, stop } from './processes.mjs';

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

export const lighthouseSection = {
  name: 'lighthouse',
  skip: () => opts['skip-lighthouse'],
  server: { WORKERS: '1' },
  async run(ctx) {
    ctx.report.lighthouse = await lighthouseScores(
      ctx.server.url,
      `/video/${ctx.sample.videos[0]}/x`,
      ctx.sample.category.id,
    );
    return Object.entries(ctx.report.lighthouse).flatMap(([page, score]) => lighthouseMisses(page, score));
  },
};

/** --only-lighthouse: Lighthouse alone on the large catalogue. */
export const lighthouseAloneSection = {
  name: 'lighthouse alone',
  server: { WORKERS: '1' },
  async run(ctx) {
    // In the full run Lighthouse comes minutes after the start, when the start-up jobs (the neighbour
    // rebuild) are over; give them the same time here.
    log('waiting 120 s for the start-up jobs');
    await new Promise((resolve) => setTimeout(resolve, 120_000));
    return lighthouseSection.run(ctx);
  },
};

/**
 * --lighthouse-demo: Lighthouse alone, on a fresh data directory seeded with the demo catalogue, so the
 * first-load budgets can be checked in minutes instead of after the large catalogue's build.
 */
export async function lighthouseOnDemo() {
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
