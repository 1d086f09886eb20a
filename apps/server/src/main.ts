import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import v8 from 'node:v8';
import type { Logger } from 'pino';
import { buildApp } from './app.js';
import { loadConfigForCli, type Config } from './config.js';
import { abandonPendingLogs, createDeps } from './deps.js';
import { createServices } from './services.js';
import { migrateToLatest } from './db/migrate.js';
import { demoAccountsDecision, isDatabaseEmpty, lockPublishedDemoAccounts, seedDemo } from './seed/demo.js';
import { redisUp, waitForRedis } from './infra/redis.js';
import { isBumpMessage } from './infra/shared-versions.js';
import {
  answerWorkers,
  gatherClusterMetrics,
  metricsText,
  startMetricsServer,
  TrafficHistory,
} from './ops/index.js';

if (process.argv.includes('--help')) {
  console.log(`Usage: node apps/server/dist/main.js

Starts the Starlane server: migrates the database, seeds the demo catalogue when the
database is empty (unless SEED_DEMO=false) and serves the API, media and web app with
WORKERS processes (default: one per available core; 1 serves from this process alone).
Configuration comes from the environment and a .env file; see README.md.`);
  process.exit(0);
}

const config = loadConfigForCli();
if (!config) process.exit(1);

const SHUTDOWN_DEADLINE_MS = 8000;

// A closed stdout or stderr (the reader went away) must not end the process with an EPIPE.
process.stdout.on('error', () => undefined);
process.stderr.on('error', () => undefined);

// V8 sizes its heap for throughput on a machine with memory to spare: under load a worker's heap grew to
// three times what it keeps alive before a full collection ran (RSS 320-460 MB). A lower growth factor keeps
// it near 220 MB for the same requests (docs/decisions/0037). Read at every collection, so it can be set here.
if (config.heapGrowthPercent > 0) v8.setFlagsFromString(`--heap-growing-percent=${config.heapGrowthPercent}`);

const workers = config.workers ?? os.availableParallelism();
if (cluster.isPrimary && workers > 1) await runPrimary(config, workers);
else await runServer(config, { prepare: cluster.isPrimary });

/** Migrates and seeds once, before any process serves: workers never race each other to migrate. */
async function prepareDatabase(deps: ReturnType<typeof createDeps>): Promise<void> {
  const { logger } = deps;
  if (deps.redis) {
    // Redis speeds the site up and shares limits between processes; the site starts and serves without it.
    if (await waitForRedis(deps.redis, 5000)) logger.info('redis ready: rate limits and caches are shared');
    else logger.warn('redis unreachable at start: serving without it until it answers');
  }
  const applied = await migrateToLatest(deps.database.db);
  logger.info({ database: deps.database.location, applied }, 'database ready');
  const demo = demoAccountsDecision(config!);
  if (config!.seedDemo && (await isDatabaseEmpty(deps.database.db))) {
    logger.info('empty database: seeding the demo catalogue');
    const summary = await seedDemo(deps, {}, demo.accounts);
    logger.info({ summary }, 'demo catalogue seeded');
  }
  // Said at every start, and enforced on a catalogue seeded earlier under another configuration (0020).
  if (demo.accounts === 'published') {
    if (config!.seedDemo) logger.info(`demo accounts open with the published password: ${demo.reason}`);
  } else {
    const locked = await lockPublishedDemoAccounts(deps.database.db);
    if (config!.seedDemo || locked > 0) {
      logger.info(
        `demo accounts locked (no published password, no demo staff): ${demo.reason}` +
          (locked > 0 ? `; ${locked} accounts seeded with the published password were locked now` : ''),
      );
    }
  }
}

/**
 * The primary of several workers (docs/decisions/0016): prepares the database, forks the workers (they
 * share the listening port through node:cluster), relays cache-version bumps between them, replaces a
 * worker that dies, and on SIGTERM/SIGINT stops every worker gracefully before it exits.
 */
async function runPrimary(config: Config, count: number): Promise<void> {
  const deps = createDeps(config);
  const { logger } = deps;
  await prepareDatabase(deps);
  await deps.redis?.quit();
  await deps.database.close();

  // Every worker's metrics, gathered here for one scrape (docs/decisions/0057).
  const gather = gatherClusterMetrics();
  const metricsServer =
    config.metrics.port === undefined
      ? undefined
      : await startMetricsServer({ ...config.metrics, port: config.metrics.port, gather, logger });
  if (metricsServer) logger.info(`metrics on http://${config.metrics.host}:${config.metrics.port}/metrics`);
  // The staff dashboard's last hour of traffic, kept here where every worker is seen (docs/decisions/0081).
  const traffic = new TrafficHistory(gather);
  traffic.start();
  answerWorkers('traffic', () => traffic.read());

  let stopping = false;
  // One worker runs the site-wide jobs (SITE_JOBS); the one that replaces it takes them over.
  let siteJobsWorker: Worker | undefined;
  const fork = (): Worker => {
    const takesSiteJobs = config.siteJobs && siteJobsWorker === undefined;
    const worker = cluster.fork({ SITE_JOBS: takesSiteJobs ? 'true' : 'false' });
    if (takesSiteJobs) siteJobsWorker = worker;
    return worker;
  };
  cluster.on('message', (from, message) => {
    if (!isBumpMessage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (worker === siteJobsWorker) siteJobsWorker = undefined;
    // A clean exit is a stop asked for (a signal that reached the workers first), not a crash.
    if (stopping || code === 0) return;
    logger.error({ pid: worker.process.pid, code, signal }, 'a worker died; starting another');
    fork();
  });
  for (let i = 0; i < count; i++) fork();
  logger.info(`${config.siteName}: ${count} workers serving ${config.publicUrl}`);

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping the workers');
    metricsServer?.close();
    traffic.stop();
    const exit = exitWithin(logger, 15_000);
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    let failed = false;
    let left = running.length;
    if (left === 0) exit(0);
    for (const worker of running) {
      worker.once('exit', (code) => {
        failed ||= code !== 0;
        if (--left === 0) exit(failed ? 1 : 0);
      });
      worker.process.kill('SIGTERM');
    }
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

/**
 * How a stopping process exits: with the code given, dropping a log line that can no longer be written
 * (stdout closed), or with 1 once `deadlineMs` have passed, whatever is still running.
 */
function exitWithin(logger: Logger, deadlineMs: number): (code: number) => void {
  const exit = (code: number) => {
    abandonPendingLogs(logger);
    process.exit(code);
  };
  setTimeout(() => {
    exit(1);
  }, deadlineMs).unref();
  return exit;
}

/** One serving process: the only one (WORKERS=1), or a worker of the primary. */
async function runServer(config: Config, { prepare }: { prepare: boolean }): Promise<void> {
  const deps = createDeps(config);
  const { logger } = deps;
  const started = performance.now();
  if (prepare) await prepareDatabase(deps);

  const services = createServices(deps);
  const app = await buildApp(deps, services);
  services.jobs.start();
  await app.listen({ port: config.port, host: config.host });
  // A lone process serves its own metrics port; a cluster's primary serves the workers' (docs/decisions/0057).
  const metricsServer =
    prepare && config.metrics.port !== undefined
      ? await startMetricsServer({
          ...config.metrics,
          port: config.metrics.port,
          gather: metricsText,
          logger,
        })
      : undefined;
  logger.info(
    `${config.siteName} is up on ${config.publicUrl} (${cluster.isWorker ? `worker ${process.pid}, ` : ''}ready in ${Math.round(performance.now() - started)} ms)`,
  );

  /**
   * A SIGTERM ends the process within 10 s (docs/decisions/0022): no new connections, idle keep-alive ones
   * closed, requests under way finished; then the view inbox is folded (it is durable, so giving up on that
   * loses nothing) and the connections closed. A log line that cannot be written (stdout closed) is dropped.
   */
  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const exit = exitWithin(logger, SHUTDOWN_DEADLINE_MS);
    try {
      metricsServer?.close();
      await app.close();
      await withinMs(services.jobs.stop(), 3000);
      if ('close' in deps.versions && typeof deps.versions.close === 'function') {
        await withinMs((deps.versions.close as () => Promise<void>).call(deps.versions), 500);
      }
      if (deps.redis) {
        if (redisUp(deps.redis)) await withinMs(deps.redis.quit(), 1000);
        deps.redis.disconnect();
      }
      await withinMs(deps.database.close(), 2000);
      await withinMs(new Promise<void>((resolve) => logger.flush(() => resolve())), 500);
      exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  }

  /** `work`, or nothing once `ms` have passed; its failure is logged, not thrown: shutdown goes on. */
  async function withinMs(work: Promise<unknown>, ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      work.catch((error: unknown) => logger.warn({ err: error }, 'a shutdown step failed')),
      new Promise((resolve) => (timer = setTimeout(resolve, ms))),
    ]);
    clearTimeout(timer);
  }

  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
