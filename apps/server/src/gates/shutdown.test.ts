import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverBuilt, startServer, type ServerProcess } from './processes.js';

/**
 * SIGTERM ends the server within 10 s although clients hold keep-alive connections open and nobody reads
 * its stdout any more (the log pipe closed): before, a blocked log write froze the process, shutdown timer
 * included, for good.
 */
describe.skipIf(!serverBuilt)('shutdown on SIGTERM', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-shutdown-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server?.alive()) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits cleanly within 10 s with keep-alive connections open and its stdout closed', async () => {
    server = await startServer(
      { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'info', VIEW_FLUSH_MS: '2000' },
      { stdout: 'pipe' },
    );
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const get = () =>
      new Promise<void>((resolve, reject) => {
        http
          .get(`${server!.url}/api/category/`, { agent }, (res) => {
            res.resume();
            res.on('end', resolve);
          })
          .on('error', reject);
      });
    // Plenty of log lines while nobody reads them: the pipe fills, then closes.
    for (let i = 0; i < 20; i++) await Promise.all(Array.from({ length: 16 }, get));
    expect(Object.values(agent.freeSockets).flat().length).toBeGreaterThan(0);
    server.child.stdout!.destroy();

    const started = Date.now();
    server.child.kill('SIGTERM');
    const code = await Promise.race([
      server.exited,
      new Promise((r) => setTimeout(() => r('still running'), 10_000)),
    ]);
    const tookMs = Date.now() - started;
    console.info(`shutdown: exited with ${String(code)} after ${String(tookMs)} ms`);
    agent.destroy();

    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(10_000);
  }, 60_000);
});
