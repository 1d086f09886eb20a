import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DatabaseHandle, ReopenOptions } from '../db/database.js';
import { rebuildNeighbours, type RebuildResult } from './neighbour-rebuild.js';

const here = fileURLToPath(import.meta.url);
const fromSources = path.extname(here) === '.ts';
const workerUrl = pathToFileURL(
  path.join(path.dirname(here), `neighbour-rebuild.worker${path.extname(here)}`),
).href;

/**
 * Starts the worker thread. Run from the TypeScript sources (the tests), the thread registers tsx's loader
 * before importing its body: Node 20 does not pass a parent's loader hooks on to its worker threads.
 */
function startWorker(workerData: ReopenOptions): Worker {
  if (!fromSources) return new Worker(new URL(workerUrl), { workerData });
  // require.resolve answers the CommonJS build; the ESM one beside it is what registers import hooks.
  const tsxApi = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const tsx = pathToFileURL(tsxApi).href;
  const boot = `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(workerUrl)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/**
 * Runs the neighbour rebuild off the serving thread (docs/decisions/0042): in a worker thread with its own
 * database connection, so that reading 350k baskets (one synchronous query on SQLite), the build and the
 * writes never hold the event loop or the serving connection. An in-memory SQLite database cannot be opened
 * twice; there the rebuild runs in this thread.
 */
export class NeighbourRebuilder {
  private readonly running = new Set<Worker>();
  private stopping = false;

  constructor(private readonly database: DatabaseHandle) {}

  run(): Promise<RebuildResult> {
    const reopen = this.database.reopen;
    if (!reopen) return rebuildNeighbours(this.database.db);
    if (this.stopping) return Promise.resolve({ videos: 0, written: false });
    return new Promise<RebuildResult>((resolve, reject) => {
      const worker = startWorker(reopen);
      this.running.add(worker);
      let result: RebuildResult | undefined;
      worker.once('message', (message: RebuildResult) => (result = message));
      worker.once('error', reject);
      worker.once('exit', (code) => {
        this.running.delete(worker);
        if (result) resolve(result);
        else if (this.stopping) resolve({ videos: 0, written: false });
        else reject(new Error(`the neighbour rebuild stopped before it finished (exit code ${code})`));
      });
    });
  }

  /**
   * Ends a rebuild under way (shutdown must not wait for it). What it wrote stays: on SQLite whole slices, so
   * some videos have new neighbours and the rest their old ones; on PostgreSQL nothing, as its transaction
   * ends with its connection.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all([...this.running].map((worker) => worker.terminate()));
  }
}
