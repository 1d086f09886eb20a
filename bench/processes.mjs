// The processes the bench starts: the build, the production server and the ceiling.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { log, root } from './options.mjs';

export async function waitFor(url, child, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok || res.status === 404) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

export function stop(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Always measures the current code: the build is incremental on the server side and quick on the web side. */
export function ensureBuilt() {
  log('building (npm run build)');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * The production server on `catalogue`, with `env` on top (WORKERS, RESPONSE_CACHE); `checkout` is the
 * built checkout to run (this one by default, or a baseline to measure beside it).
 */
export async function startServer(catalogue, env, checkout = root) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(checkout, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...catalogue.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
      // The bench measures capacity with a queue of connections: shedding would refuse the queue it measures.
      SHED_EVENT_LOOP_LAG_MS: '0',
      ...env,
    },
    stdio: 'inherit',
  });
  await waitFor(`${url}/api/category/`, child);
  if (env.WORKERS && env.WORKERS !== '1') await new Promise((r) => setTimeout(r, 3000));
  return { url, child };
}

/** The ceiling (bench/ceiling.mjs) answering `bodies`; stop it with stopCeiling. */
export async function startCeiling(bodies) {
  const port = await freePort();
  const file = path.join(os.tmpdir(), `starlane-ceiling-${process.pid}-${port}.json`);
  fs.writeFileSync(file, JSON.stringify(bodies));
  const child = spawn(process.execPath, [path.join(root, 'bench', 'ceiling.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BODIES_FILE: file },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, child);
  return { url, child, file };
}

export async function stopCeiling(ceiling) {
  await stop(ceiling.child);
  fs.rmSync(ceiling.file, { force: true });
}

export function rssMbOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}
