import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface StartedServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the process and removes its data directory. */
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/category/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the production build (apps/server/dist/main.js serving WEB_DIST_DIR, or apps/web/dist) on a free
 * port with a fresh data directory, and waits until it answers. `env` adds to or overrides the defaults:
 * seeded demo catalogue, warn-level logs, TRUST_PROXY (so tests can spread requests over addresses with
 * X-Forwarded-For and stay under the per-address limits).
 */
export async function startServer(
  env: Record<string, string> = {},
  { timeoutMs = 90_000 }: { timeoutMs?: number } = {},
): Promise<StartedServer> {
  const entry = path.join(root, 'apps/server/dist/main.js');
  // WEB_DIST_DIR lets several builds of the web app (one per working copy) be tested side by side.
  const webDist = process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist');
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The end-to-end tests need a build: run `npm run build` first (npm test does).');
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    cwd: dataDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      // Views are written at once, so a journey can read the new count right after playback.
      VIEW_FLUSH_MS: '0',
      // Every response is checked against its schema, as in the integration tests.
      VALIDATE_RESPONSES: 'true',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(baseUrl, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}
