import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { Redis } from 'ioredis';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/**
 * Whether a suite that starts its own redis-server (to stop, freeze or kill it) can run. Like every other
 * skip: under CI the suite must run, so a missing binary fails instead (.ci/run installs it).
 */
export function redisServerInstalled(suite: string): boolean {
  if (fs.existsSync(REDIS_SERVER)) return true;
  const why = `${REDIS_SERVER} is not installed (apt-get install redis-server)`;
  if (process.env.CI) throw new Error(`${suite} must run under CI, but ${why}`);
  console.warn(`${suite} skipped: ${why}`);
  return false;
}

/** Starts an empty, unsaved redis-server on `port` (127.0.0.1) and waits until it answers PING. */
export async function startRedisServer(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const probe = new Redis(port, '127.0.0.1', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  probe.disconnect();
  child.kill('SIGKILL');
  throw new Error('redis-server did not start');
}
