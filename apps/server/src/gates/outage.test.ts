import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { hashPassword } from '../security/secrets.js';
import { makeMember, makeVideo } from '../test/factories.js';
import { scaleOutAvailable, TEST_DATABASE_URL } from '../test/harness.js';
import { redisServerInstalled, startRedisServer } from '../test/redis-server.js';
import { BROWSER, signIn } from './members.js';
import { freePort, serverBuilt, sleep, startServer, stopServer, type ServerProcess } from './processes.js';

const redisServerMissing = !redisServerInstalled('The outage gate');

/**
 * The outage gate (docs/decisions/0022): under steady load, Redis is killed and started again, then every
 * PostgreSQL connection of the site is ended (pg_terminate_backend) three times. No answer may be a 500
 * (a 503 with Retry-After is the answer while PostgreSQL is away; Redis away must not even show), the
 * process must live on, and each must be in use again within 5 s of coming back.
 */
describe.skipIf(!serverBuilt || !scaleOutAvailable || redisServerMissing)('outages under load', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-outage-'));
  const database = `outage_${randomBytes(5).toString('hex')}`;
  const databaseUrl = TEST_DATABASE_URL.replace(/\/[^/]*$/, `/${database}`);
  let redisPort = 0;
  let redisProcess: ChildProcess | undefined;
  let server: ServerProcess | undefined;

  const startRedis = () => startRedisServer(redisPort, dataDir);

  afterAll(async () => {
    await stopServer(server);
    redisProcess?.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers no 500, stays up and recovers within 5 s', async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
    redisPort = await freePort();
    redisProcess = await startRedis();
    const keyPrefix = 'outage:';
    server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${String(redisPort)}`,
      REDIS_KEY_PREFIX: keyPrefix,
      VIEW_FLUSH_MS: '500',
    });

    const db = openDatabase({ databaseUrl, poolSize: 1 });
    const member = await makeMember(db.db, { passwordHash: await hashPassword('outage password') });
    const videos: number[] = [];
    for (let i = 0; i < 40; i++) videos.push((await makeVideo(db.db)).id);
    await db.close();
    const cookie = await signIn(server, member.email, 'outage password');

    const answers: { at: number; ms: number; status: number; url: string }[] = [];
    let running = true;
    const request = async (url: string, init: RequestInit = {}) => {
      const at = Date.now();
      try {
        const res = await fetch(`${server!.url}${url}`, { ...init, signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        answers.push({ at, ms: Date.now() - at, status: res.status, url });
        return res.status;
      } catch {
        answers.push({ at, ms: Date.now() - at, status: 0, url });
        return 0;
      }
    };
    const headers = { cookie, 'user-agent': BROWSER };
    const load = async (n: number) => {
      for (let step = 0; running; step++) {
        const video = videos[(step * 7 + n) % videos.length]!;
        switch (step % 5) {
          case 0:
            await request('/api/category/');
            break;
          case 1:
            await request('/api/video/getmostviewed?amount=8&page=1');
            break;
          case 2:
            await request(`/api/video/getmovie?id=${String(video)}`, { headers });
            break;
          case 3:
            await request(`/api/video/logvideoview?videoId=${String(video)}`, { method: 'POST', headers });
            break;
          default:
            // Counted by the rate limiter, in Redis or, while it is away, in the process.
            await request('/login', {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
              body: JSON.stringify({ email: `nobody${String(n)}@example.test`, password: 'wrong password' }),
            });
        }
      }
    };
    const loading = Promise.all(Array.from({ length: 8 }, (_, n) => load(n)));
    await sleep(1500);

    // Redis away: killed outright, then back on the same port, empty.
    redisProcess.kill('SIGKILL');
    await sleep(3000);
    const redisDownAnswers = answers.length;
    redisProcess = await startRedis();
    const redisBack = Date.now();
    const probe = new Redis(redisPort, '127.0.0.1');
    let redisRecoveryMs = -1;
    while (Date.now() - redisBack < 10_000) {
      if ((await probe.keys(`${keyPrefix}*`)).length > 0) {
        redisRecoveryMs = Date.now() - redisBack;
        break;
      }
      await sleep(50);
    }
    probe.disconnect();

    // PostgreSQL connections ended under the site's feet, three times.
    const terminate = () =>
      admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
    for (let i = 0; i < 3; i++) {
      await terminate();
      await sleep(700);
    }
    const postgresBack = Date.now();
    let postgresRecoveryMs = -1;
    for (let i = 0; Date.now() - postgresBack < 10_000; i++) {
      const status = await request(`/api/video/getmovie?id=${String(videos[i % videos.length])}`, {
        headers,
      });
      if (status === 200) {
        postgresRecoveryMs = Date.now() - postgresBack;
        break;
      }
      await sleep(50);
    }
    await sleep(1000);
    running = false;
    await loading;
    await admin.end();

    const byStatus = new Map<number, number>();
    for (const answer of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    console.info(
      `outages: ${String(answers.length)} requests, statuses ${JSON.stringify(Object.fromEntries(byStatus))}; ` +
        `slowest while Redis was away ${String(Math.max(...answers.slice(0, redisDownAnswers).map((a) => a.ms)))} ms; ` +
        `Redis back in use ${String(redisRecoveryMs)} ms after it returned, PostgreSQL ${String(postgresRecoveryMs)} ms after the last kill`,
    );
    expect(server.alive()).toBe(true);
    expect(answers.filter((a) => a.status === 0 || (a.status >= 500 && a.status !== 503))).toEqual([]);
    // Redis away costs nothing visible: not even a 503 while only Redis was down.
    expect(answers.slice(0, redisDownAnswers).filter((a) => a.status >= 500)).toEqual([]);
    expect(redisRecoveryMs).toBeGreaterThanOrEqual(0);
    expect(redisRecoveryMs).toBeLessThan(5000);
    expect(postgresRecoveryMs).toBeGreaterThanOrEqual(0);
    expect(postgresRecoveryMs).toBeLessThan(5000);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(100);
  }, 120_000);
});
