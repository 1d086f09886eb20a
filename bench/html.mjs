// Anonymous HTML throughput (docs/decisions/0041): the server-rendered home and video pages against a bare node:http
// server answering the same bytes, side by side in the same run. Budget: at least 50 % of the bare server.
// With HTML_CEILING_PORT and HTML_CEILING_FILE set, this module is that bare server (run as a child process
// so that it does not share the measuring process's CPU).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { median, missesFloor, shown } from './budgets.mjs';

export const HTML_RATIO_BUDGET = 0.5;

if (process.env.HTML_CEILING_PORT && process.env.HTML_CEILING_FILE) {
  const pages = JSON.parse(fs.readFileSync(process.env.HTML_CEILING_FILE, 'utf8'));
  const bodies = new Map(Object.entries(pages).map(([pagePath, html]) => [pagePath, Buffer.from(html)]));
  const server = http.createServer((req, res) => {
    const body = bodies.get(req.url) ?? bodies.values().next().value;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  server.listen(Number(process.env.HTML_CEILING_PORT), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

/** Where `pagePath` ends up: a video URL with the wrong title answers 301 to its canonical URL. */
export async function canonicalPath(baseUrl, pagePath) {
  const res = await fetch(`${baseUrl}${pagePath}`, { redirect: 'manual' });
  const location = res.headers.get('location');
  return res.status >= 300 && res.status < 400 && location ? new URL(location, baseUrl).pathname : pagePath;
}

async function waitForPort(port, child) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error('the bare HTML server exited');
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('the bare HTML server did not start');
}

/**
 * Measures the anonymous HTML of home and a video page against the same bytes from a bare node:http server
 * on `port`, alternating (app, bare, app, bare...) for `rounds` rounds so that both see the same load on a
 * shared machine; `measure(name, url, paths)` is one autocannon run answering `{ rps }`. Answers the
 * medians (of the rounds' ratios) and the budgets missed.
 */
export async function measureHtml({ baseUrl, videoPath, port, measure, rounds = 3, log = console.log }) {
  const pages = { home: '/', video: await canonicalPath(baseUrl, videoPath) };
  const bytes = {};
  for (const pagePath of Object.values(pages)) {
    const res = await fetch(`${baseUrl}${pagePath}`);
    if (res.status !== 200) throw new Error(`GET ${pagePath}: ${res.status}`);
    bytes[pagePath] = await res.text();
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-html-')), 'pages.json');
  fs.writeFileSync(file, JSON.stringify(bytes));
  const bare = spawn(process.execPath, [import.meta.filename], {
    env: { ...process.env, HTML_CEILING_PORT: String(port), HTML_CEILING_FILE: file },
    stdio: 'inherit',
  });
  const results = {};
  const misses = [];
  try {
    await waitForPort(port, bare);
    for (const [name, pagePath] of Object.entries(pages)) {
      const runs = [];
      for (let round = 0; round < rounds; round++) {
        const app = await measure(`HTML ${name}`, baseUrl, [pagePath]);
        const ceiling = await measure(`HTML ${name}, bare node:http`, `http://127.0.0.1:${port}`, [pagePath]);
        runs.push({ app: app.rps, ceiling: ceiling.rps, ratio: app.rps / ceiling.rps });
      }
      const ratio = median(runs.map((r) => r.ratio));
      results[name] = {
        path: pagePath,
        bytes: Buffer.byteLength(bytes[pagePath]),
        rps: median(runs.map((r) => r.app)),
        ceilingRps: median(runs.map((r) => r.ceiling)),
        ratio,
        runs,
      };
      log(`HTML ${name}: ${(ratio * 100).toFixed(0)}% of a bare node:http server with the same bytes`);
      if (missesFloor(ratio, HTML_RATIO_BUDGET))
        misses.push(`HTML ${name}: ${shown(ratio * 100, 0, '%')} of a bare node:http server (budget 50%)`);
    }
  } finally {
    bare.kill('SIGTERM');
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
  return { pages, results, misses };
}
