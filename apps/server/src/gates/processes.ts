import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { freePort, SERVER_ENTRY, serverBuiltFor } from '../test/server-process.js';

export { freePort, SERVER_ENTRY };

export const serverBuilt = serverBuiltFor('The gates need a build', 'Process gates skipped');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
  /** Resident memory now, in bytes (Linux). */
  rss(): number;
  alive(): boolean;
}

/** Starts the server on `env` and waits until it answers. */
export async function startServer(
  env: NodeJS.ProcessEnv,
  options: { stdout?: 'ignore' | 'pipe' } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      // One process, so that a signal or a kill -9 reaches the process that serves (workers: workers.test.ts).
      WORKERS: '1',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
    },
    stdio: ['ignore', options.stdout ?? 'ignore', 'inherit'],
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const server: ServerProcess = {
    url,
    child,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    rss: () => {
      const status = fs.readFileSync(`/proc/${String(child.pid)}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
    },
  };
  for (let i = 0; i < 240; i++) {
    if (!server.alive()) throw new Error(`server exited with ${String(await exited)}`);
    try {
      if ((await fetch(`${url}/api/category/`, { signal: AbortSignal.timeout(2000) })).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server?.alive()) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A data folder of the suite's own, and a slot for the server the suite starts on it: after the suite the
 * server is stopped and the folder removed.
 */
export function useGateServer(name: string): { dataDir: string; server?: ServerProcess } {
  const gate: { dataDir: string; server?: ServerProcess } = {
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), `starlane-${name}-`)),
  };
  afterAll(async () => {
    await stopServer(gate.server);
    fs.rmSync(gate.dataDir, { recursive: true, force: true });
  });
  return gate;
}
