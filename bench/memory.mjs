// The RSS of a worker after a run over 10,000 distinct URLs: the caches must stay bounded. A section of
// `npm run bench` (see bench/run.mjs), on the warm server.
import { BUDGET, missesLimit, shown } from './budgets.mjs';
import { cannon } from './load.mjs';
import { log, opts } from './options.mjs';
import { rssMbOf } from './processes.mjs';

export const memorySection = {
  name: 'memory',
  engines: ['sqlite'],
  skip: () => opts['skip-memory'],
  server: { WORKERS: '1' },
  async run(ctx) {
    const distinct = ctx.sample.tenThousand.map((id) => `/api/video/getmovie?id=${id}`);
    const seconds = Number(opts['memory-seconds']);
    log(`memory: ${seconds} s over ${distinct.length} distinct URLs`);
    await cannon(ctx.server.url, distinct, seconds);
    const rss = rssMbOf(ctx.server.child.pid);
    ctx.report.memory = { urls: distinct.length, seconds, rssMb: rss };
    log(`memory: RSS ${shown(rss, 0, ' MB')}`);
    return missesLimit(rss, BUDGET.rssMb)
      ? [`RSS ${shown(rss, 0, ' MB')} after the distinct-URL run (budget 300 MB)`]
      : [];
  },
};
