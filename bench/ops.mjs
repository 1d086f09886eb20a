// The operations budgets (docs/decisions/0057, 0058), sections of `npm run bench` on the SQLite catalogue:
// - metrics: warm hot-read throughput with the metrics counted against METRICS=off, two servers up side by
//   side, alternating, RUNS runs of the hot reads' paths in one mix; the cost (1 - on/off, median of the
//   runs) at most 3 %.
// - backup: `npm run backup` of the catalogue while a warm server serves the same mix: its time and size
//   printed, and the throughput while it runs at least 80 % of the throughput with none running (each run:
//   quiet, then with a backup under way, for as long as it runs), median of RUNS runs.
//
//   npm run bench -- --engine sqlite --only metrics,backup
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BUDGET, median, missesCap, missesFloor, shown } from './budgets.mjs';
import { hotReads } from './hot-reads.mjs';
import { CONNECTIONS, DURATION, RUNS, log, root } from './options.mjs';
import { startServer, stop } from './processes.mjs';
import { loadAverage } from './overload.mjs';

/** Every hot read's paths (whatever --only names), one mix. */
const mixOf = (sample) => hotReads(sample, '').flatMap((read) => read.paths);

/** Autocannon on `url` over `paths` for `seconds`, or until `until` resolves: requests per second served. */
function served(url, paths, seconds, until) {
  let i = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        const seconds = result.duration;
        resolve({ rps: result['2xx'] / seconds, non2xx: result.non2xx, errors: result.errors, seconds });
      },
    );
    until?.then(() => instance.stop());
  });
}

async function warmUp(url, paths) {
  for (const p of paths) await fetch(`${url}${p}`).then((r) => r.arrayBuffer());
  await served(url, paths, 2);
}

export const metricsSection = {
  name: 'metrics',
  engines: ['sqlite'],
  server: null,
  standalone: true,
  async run(ctx) {
    log('=== metrics: warm hot reads, metrics counted against METRICS=off, side by side ===');
    const paths = mixOf(ctx.sample);
    const on = await startServer(ctx.catalogue, { WORKERS: '1' });
    const off = await startServer(ctx.catalogue, { WORKERS: '1', METRICS: 'off' });
    try {
      await warmUp(on.url, paths);
      await warmUp(off.url, paths);
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        // Alternating which goes first, so that a drift of the machine's load weighs on both alike.
        const first = run % 2 === 0 ? on : off;
        const second = first === on ? off : on;
        const a = await served(first.url, paths, DURATION);
        const b = await served(second.url, paths, DURATION);
        const [withMetrics, without] = first === on ? [a, b] : [b, a];
        const r = { on: withMetrics.rps, off: without.rps, cost: 1 - withMetrics.rps / without.rps };
        r.loadAverage = loadAverage();
        runs.push(r);
        log(
          `metrics run ${run + 1}: on ${r.on.toFixed(0)} req/s, off ${r.off.toFixed(0)} req/s: cost ${(100 * r.cost).toFixed(1)} %; load average ${r.loadAverage}`,
        );
      }
      const cost = median(runs.map((r) => r.cost));
      ctx.report.metrics = { paths: paths.length, cost, loadAverage: loadAverage(), runs };
      log(
        `metrics: cost ${shown(cost * 100, 1, ' %')} of warm throughput (median of ${runs.length}; budget <= 3 %); load average ${loadAverage()}`,
      );
      return missesCap(cost, BUDGET.metricsCost)
        ? [`metrics cost ${shown(cost * 100, 1, ' %')} of warm throughput (budget <= 3 %)`]
        : [];
    } finally {
      await stop(on.child);
      await stop(off.child);
    }
  },
};

/** `npm run backup -- --to DIR` of the catalogue (the built CLI): its exit, time and the folder's size. */
function runBackup(catalogue, dir) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/cli/backup.js'), '--to', dir], {
    cwd: root,
    env: { ...process.env, ...catalogue.env, LOG_LEVEL: 'warn', REDIS_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve({ code, seconds: (performance.now() - started) / 1000 }));
  });
}

function sizeOf(dir) {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

export const backupSection = {
  name: 'backup',
  engines: ['sqlite'],
  server: null,
  standalone: true,
  async run(ctx) {
    log('=== backup: npm run backup of the catalogue while a warm worker serves the hot reads ===');
    const paths = mixOf(ctx.sample);
    const server = await startServer(ctx.catalogue, { WORKERS: '1' });
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-bench-backup-'));
    try {
      await warmUp(server.url, paths);
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const dir = path.join(work, `run-${run}`);
        const backingUp = runBackup(ctx.catalogue, dir);
        // Served while the backup runs, for as long as it runs; then as long again with none running.
        const during = await served(server.url, paths, 600, backingUp);
        const backup = await backingUp;
        const quiet = await served(server.url, paths, Math.max(1, Math.round(during.seconds)));
        const r = {
          backupSeconds: backup.seconds,
          exit: backup.code,
          bytes: backup.code === 0 ? sizeOf(dir) : Number.NaN,
          quiet: quiet.rps,
          during: during.rps,
          ratio: during.rps / quiet.rps,
          loadAverage: loadAverage(),
        };
        runs.push(r);
        fs.rmSync(dir, { recursive: true, force: true });
        log(
          `backup run ${run + 1}: ${r.backupSeconds.toFixed(1)} s, ${(r.bytes / 1024 / 1024).toFixed(0)} MB (exit ${r.exit}); ` +
            `served ${r.during.toFixed(0)} req/s while it ran, ${r.quiet.toFixed(0)} req/s without = ${(100 * r.ratio).toFixed(0)} %; load average ${r.loadAverage}`,
        );
      }
      const ratio = median(runs.map((r) => r.ratio));
      const seconds = median(runs.map((r) => r.backupSeconds));
      const bytes = median(runs.map((r) => r.bytes));
      ctx.report.backup = { seconds, bytes, ratio, loadAverage: loadAverage(), runs };
      log(
        `backup of the ${ctx.catalogue.env.DATA_DIR ? path.basename(ctx.catalogue.env.DATA_DIR) : ''} catalogue: ${shown(seconds, 1, ' s')}, ${shown(bytes / 1024 / 1024, 0, ' MB')}; ` +
          `served ${shown(ratio * 100, 0, ' %')} of the warm throughput while it ran (median of ${runs.length}; budget >= 80 %); load average ${loadAverage()}`,
      );
      const misses = [];
      const failed = runs.filter((r) => r.exit !== 0).length;
      if (failed > 0) misses.push(`backup: ${failed} of ${runs.length} backups failed`);
      if (missesFloor(ratio, BUDGET.backupServedRatio))
        misses.push(
          `backup: ${shown(ratio * 100, 0, ' %')} of the warm throughput served while it ran (budget >= 80 %)`,
        );
      return misses;
    } finally {
      await stop(server.child);
      fs.rmSync(work, { recursive: true, force: true });
    }
  },
};
