// Bytes per page (docs/decisions/0077, 0078), a section of `npm run bench` on the running server, or alone on
// any running site: `node bench/bytes.mjs http://localhost:3000` (exits non-zero on a missed budget).
// For each public page, English and Spanish: the HTML as sent with brotli, the rules it inlines (before and
// after brotli), the stylesheet it loads (gzipped), and its first-load JavaScript gzipped (the entry chunk,
// the page module and what they import statically; bench/js-size.mjs). Budgets: HTML <= 18 KB brotli on
// every page, inlined rules <= 14 KB brotli, first-load JS <= 90 KB on listings and 120 KB on a video page.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { missesCap } from './budgets.mjs';
import { initialJsPerRoute } from './js-size.mjs';

export const BYTES_BUDGET = {
  htmlBrotli: 18 * 1024,
  criticalCssBrotli: 14 * 1024,
  listingJs: 90 * 1024,
  videoJs: 120 * 1024,
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const brotli = (text) =>
  zlib.brotliCompressSync(Buffer.from(text), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

/** GETs `url` with brotli asked for, as sent (fetch would undo the encoding): { status, encoding, body }. */
function getRaw(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            encoding: res.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/** The public pages to weigh, with their page module (src/app/routes/<route>.tsx); links found on the site. */
async function publicPages(baseUrl) {
  const videos = await (await fetch(`${baseUrl}/videos`)).text();
  const first = (pattern, html) => pattern.exec(html)?.[1];
  const categories = await (await fetch(`${baseUrl}/categories`)).text();
  const actors = await (await fetch(`${baseUrl}/actors`)).text();
  const pages = [
    ['/', 'home'],
    ['/videos', 'videos'],
    [first(/href="(\/video\/[^"]+)"/, videos), 'video'],
    ['/categories', 'categories'],
    [first(/href="(\/category\/[^"]+)"/, categories), 'category'],
    ['/actors', 'actors'],
    [first(/href="(\/actor\/[^"]+)"/, actors), 'actor'],
    ['/toplists/mostviewed', 'toplists'],
    ['/playlists', 'playlists'],
    ['/search?q=the', 'search'],
    ['/signin', 'signin'],
    ['/signup', 'signup'],
    ['/contactus', 'contact-us'],
    ['/sitemap', 'sitemap'],
  ].filter(([url]) => url);
  return [...pages, ...pages.map(([url, route]) => [`/es${url === '/' ? '' : url}`, route])];
}

/** Weighs every public page of the site at `baseUrl` against the budgets; answers { rows, misses }. */
export async function measureBytes({ baseUrl, distDir, log = console.log }) {
  const js = initialJsPerRoute(distDir);
  const rows = [];
  const misses = [];
  const sheetGzip = new Map();
  for (const [url, route] of await publicPages(baseUrl)) {
    const res = await getRaw(baseUrl + url);
    const body = res.body;
    if (res.status !== 200) {
      misses.push(`bytes ${url}: answered ${res.status}`);
      continue;
    }
    const encoded = res.encoding;
    const html = (encoded === 'br' ? zlib.brotliDecompressSync(body) : body).toString('utf8');
    const critical = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    const href = /<link rel="preload" as="style" href="(\/assets\/[\w.-]+\.css)"/.exec(html)?.[1];
    if (href && !sheetGzip.has(href))
      sheetGzip.set(href, zlib.gzipSync(fs.readFileSync(path.join(distDir, href)), { level: 9 }).length);
    const row = {
      url,
      route,
      htmlBrotli: encoded === 'br' ? body.length : Number.NaN,
      criticalCss: critical.length,
      criticalCssBrotli: brotli(critical),
      stylesheetGzip: href ? sheetGzip.get(href) : Number.NaN,
      jsGzip: js.routes[route]?.bytes ?? Number.NaN,
    };
    rows.push(row);
    const jsBudget = route === 'video' ? BYTES_BUDGET.videoJs : BYTES_BUDGET.listingJs;
    if (missesCap(row.htmlBrotli, BYTES_BUDGET.htmlBrotli))
      misses.push(`bytes ${url}: HTML ${kb(row.htmlBrotli)} brotli (budget ${kb(BYTES_BUDGET.htmlBrotli)})`);
    if (missesCap(row.criticalCssBrotli, BYTES_BUDGET.criticalCssBrotli))
      misses.push(`bytes ${url}: inlined CSS ${kb(row.criticalCssBrotli)} brotli (budget 14 KB)`);
    if (missesCap(row.jsGzip, jsBudget))
      misses.push(`bytes ${url}: first-load JS ${kb(row.jsGzip)} gzipped (budget ${kb(jsBudget)})`);
  }
  log('page                                   HTML br   inline CSS (br)   sheet gz   first-load JS gz');
  for (const r of rows) {
    log(
      `${r.url.slice(0, 38).padEnd(38)} ${kb(r.htmlBrotli).padStart(8)}   ${kb(r.criticalCss).padStart(7)} (${kb(r.criticalCssBrotli)})   ${kb(r.stylesheetGzip).padStart(8)}   ${kb(r.jsGzip).padStart(8)}`,
    );
  }
  log(`entry chunk: ${kb(js.entryBytes)} gzipped`);
  return { rows, entryBytes: js.entryBytes, misses };
}

export const bytesSection = {
  name: 'bytes',
  engines: ['sqlite'],
  server: { WORKERS: '1' },
  async run(ctx) {
    const { root, log } = await import('./options.mjs');
    const result = await measureBytes({
      baseUrl: ctx.server.url,
      distDir: path.join(root, 'apps/web/dist'),
      log,
    });
    ctx.report.bytes = { rows: result.rows, entryBytes: result.entryBytes };
    return result.misses;
  },
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = (process.argv[2] ?? 'http://localhost:3000').replace(/\/+$/, '');
  const distDir = path.resolve(import.meta.dirname, '..', 'apps/web/dist');
  const { misses } = await measureBytes({ baseUrl, distDir });
  console.log(
    misses.length === 0 ? 'every bytes budget met' : `budgets missed:\n  - ${misses.join('\n  - ')}`,
  );
  process.exit(misses.length === 0 ? 0 : 1);
}
