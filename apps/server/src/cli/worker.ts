import { loadConfigForCli } from '../config.js';
import { createDeps } from '../deps.js';
import { migrateToLatest } from '../db/migrate.js';
import { createServices } from '../services.js';

/*
 * `npm run worker`: runs media jobs and nothing else, so transcoding can move to machines of its own. It
 * shares the database (and storage) with the servers; set MEDIA_WORKER=false on those to leave all
 * transcoding to workers.
 */

if (process.argv.includes('--help')) {
  console.log(`Usage: npm run worker
       node apps/server/dist/cli/worker.js

Runs media jobs (transcoding) from the database until stopped (SIGINT/SIGTERM): MEDIA_CONCURRENCY at a
time (default 1 per 2 cores). A stopped worker hands its running jobs back; a crashed one's jobs are
taken up by another worker when their lease (MEDIA_LEASE_SECONDS) runs out.`);
  process.exit(0);
}

const config = loadConfigForCli();
if (!config) process.exit(1);
const deps = createDeps(config);
await migrateToLatest(deps.database.db);
const services = createServices(deps);
services.mediaWorker.start();
// The worker's slots idle on timers that do not hold a process open (a server must be able to exit with
// them running); this process exists to run them, so it stays open until a signal ends it. Without this an
// empty queue at start-up ended the worker at once.
const stayOpen = setInterval(() => undefined, 60 * 60_000);
deps.logger.info(
  { worker: services.mediaWorker.id, concurrency: config.media.concurrency },
  'media worker running',
);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  clearInterval(stayOpen);
  deps.logger.info({ signal }, 'media worker stopping');
  await services.mediaWorker.stop();
  await deps.database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
