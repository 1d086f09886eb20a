// Two sections of `npm run bench` (see bench/run.mjs) about the pages, on the warm server: the anonymous
// server-rendered HTML against a bare node:http server with the same bytes (docs/decisions/0041), and the
// initial JS per route of the built web app.
import path from 'node:path';
import { BUDGET, missesCap } from './budgets.mjs';
import { freePort } from './free-port.mjs';
import { measureHtml } from './html.mjs';
import { initialJsPerRoute } from './js-size.mjs';
import { cannon } from './load.mjs';
import { RUNS, log, root } from './options.mjs';

export const htmlSection = {
  name: 'html',
  server: { WORKERS: '1' },
  async run(ctx) {
    const html = await measureHtml({
      baseUrl: ctx.server.url,
      videoPath: `/video/${ctx.sample.videos[0]}/x`,
      port: await freePort(),
      measure: (_name, url, paths) => cannon(url, paths),
      rounds: RUNS,
      log,
    });
    ctx.report.html = html.results;
    return html.misses;
  },
};

export const initialJsSection = {
  name: 'initial JS',
  async run(ctx) {
    const js = initialJsPerRoute(path.join(root, 'apps/web/dist'));
    ctx.report.js = js;
    const routes = Object.entries(js.routes);
    const misses = routes.length === 0 ? ['initial JS: no route found in the build'] : [];
    for (const [route, size] of routes) {
      if (missesCap(size.bytes, BUDGET.initialJsBytes))
        misses.push(`route ${route}: initial JS ${(size.bytes / 1024).toFixed(1)} KB (budget 170 KB)`);
      if (size.hlsInInitial) misses.push(`route ${route}: hls.js is part of its initial JS`);
    }
    if (js.hlsInEntry) misses.push('hls.js is part of the entry chunk');
    return misses;
  },
};
