import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DatabaseHandle, ReopenOptions } from '../db/database.js';
import { rebuildNeighbours, type RebuildResult } from './neighbour-rebuild.js';

const here = fileURLToPath(import.meta.url);
const fromSources = path.extname(here) === '.ts';
const jobFile = path.join(path.dirname(here), `neighbour-rebuild.worker${path.extname(here)}`);

/**
 * Starts the job's process. Run from the TypeScript sources (the tests), it loads them through tsx's loader;
 * it never inherits this process's own flags (a test runner's, a debugger's).
 */
function startJob(): ChildProcess {
  const execArgv = fromSources
    ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]
    : [];
  return fork(jobFile, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/**
 * Runs the neighbour rebuild off the serving process (docs/decisions/0042): in a child process with its own
 * database connection, so that reading 350k baskets (one synchronous query on SQLite), the build and the
 * writes never hold the event loop or the serving connection, and the ~700 MB the build holds for a moment
 * go back to the system when it ends instead of staying in the server's resident set. An in-memory SQLite
 * database cannot be opened twice; there the rebuild runs in this process.
 */
export class NeighbourRebuilder {
  private readonly running = new Set<ChildProcess>();
  private stopping = false;

  constructor(private readonly database: DatabaseHandle) {}

  run(): Promise<RebuildResult> {
    const reopen = this.database.reopen;
    if (!reopen) return rebuildNeighbours(this.database.db);
    if (this.stopping) return Promise.resolve({ videos: 0, written: false });
    return new Promise<RebuildResult>((resolve, reject) => {
      const job = startJob();
      this.running.add(job);
      let result: RebuildResult | undefined;
      let failure: string | undefined;
      job.on('message', (message: JobMessage) => {
        if ('result' in message) result = message.result;
        else failure = message.error;
      });
      job.once('error', reject);
      job.once('exit', (code, signal) => {
        this.running.delete(job);
        if (result) resolve(result);
        else if (this.stopping) resolve({ videos: 0, written: false });
        else
          reject(
            new Error(
              `the neighbour rebuild stopped before it finished: ${failure ?? `exit code ${code ?? signal}`}`,
            ),
          );
      });
      // Sent, not passed on the command line: a database URL may hold a password.
      job.send(reopen satisfies ReopenOptions);
    });
  }

  /**
   * Ends a rebuild under way (shutdown must not wait for it). What it wrote stays: on SQLite whole slices, so
   * some videos have new neighbours and the rest their old ones; on PostgreSQL nothing, as its transaction
   * ends with its connection.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(
      [...this.running].map(
        (job) =>
          new Promise<void>((resolve) => {
            if (job.exitCode !== null || job.signalCode !== null) return resolve();
            job.once('exit', () => resolve());
            job.kill('SIGKILL');
          }),
      ),
    );
  }
}

export type JobMessage = { result: RebuildResult } | { error: string };
