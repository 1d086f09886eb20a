// A built server on the demo catalogue in a data folder of its own, for the figures that run outside
// `npm run bench`'s catalogues (bench/pages.mjs, bench/render.mjs). Free of bench/options.mjs, whose command
// line is not theirs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

/** Waits for `url` to answer 200 while `child` runs (a demo seed can take minutes on a busy machine). */
async function waitUntilUp(url, child, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Starts the server `entry` (by default the build of the checkout at `root`) on `port` (a free one by
 * default), SQLite, no Redis, one worker, never shedding (it is measured at saturation, decision 0065),
 * with `env` on top. Answers its URL and `stop()`, which ends it and removes its data.
 */
export async function startDemoServer({ root, entry, port, env = {} }) {
  const listen = port ?? (await freePort());
  const url = `http://127.0.0.1:${listen}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-demo-'));
  const child = spawn(process.execPath, [entry ?? path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(listen),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'true',
      WORKERS: '1',
      LOG_LEVEL: 'warn',
      SHED_EVENT_LOOP_LAG_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${url}/api/category/`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
