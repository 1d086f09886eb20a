import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    browserMissing: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
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

/** Starts the production build on a fresh data directory (demo catalogue seeded) for the browser tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browserMissing = fs.existsSync(CHROMIUM_PATH) ? '' : `${CHROMIUM_PATH} is not installed`;
  if (browserMissing) {
    if (process.env.CI) throw new Error(`Browser suites must run under CI, but ${browserMissing}`);
    console.warn(`Browser suites skipped: ${browserMissing} (apt-get install chromium)`);
  }
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
      // Lets support/members.ts spread API sign-ups over addresses, so the per-address limit does not bite.
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer(baseUrl, child, 90_000);

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('browserMissing', browserMissing);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
