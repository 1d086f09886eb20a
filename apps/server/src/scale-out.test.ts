import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { countRows } from './test/counters.js';
import { makeVideo } from './test/factories.js';
import { confirmationLink, freePort, SERVER_ENTRY, serverBuiltFor } from './test/server-process.js';
import { scaleOutAvailable, TEST_DATABASE_URL, TEST_REDIS_URL } from './test/harness.js';

const built = serverBuiltFor('The two-process suite needs a build', 'Two-process suite skipped');

interface Proc {
  url: string;
  child: ChildProcess;
}

async function startProcess(env: NodeJS.ProcessEnv): Promise<Proc> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/category/`)).ok) return { url, child };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('process did not start');
}

async function stopProcess(proc: Proc | undefined): Promise<void> {
  if (!proc || proc.child.exitCode !== null) return;
  const exited = new Promise((resolve) => proc.child.once('exit', resolve));
  proc.child.kill('SIGTERM');
  await exited;
}

/**
 * Two app processes on one PostgreSQL and one Redis: what one process knows (sessions, rate limits, views,
 * ratings), the other knows too. Nothing needed for correctness may live in one process's memory.
 */
describe.skipIf(!scaleOutAvailable || !built)('two app processes sharing PostgreSQL and Redis', () => {
  const database = `scale_${randomBytes(5).toString('hex')}`;
  const databaseUrl = TEST_DATABASE_URL.replace(/\/[^/]*$/, `/${database}`);
  const keyPrefix = `scale-test:${randomBytes(4).toString('hex')}:`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-scale-'));
  let a: Proc | undefined;
  let b: Proc | undefined;
  let db: DatabaseHandle;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: keyPrefix,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      VIEW_FLUSH_MS: '200',
      TRUST_PROXY: 'true',
      // Two single processes: what is shared must go through PostgreSQL and Redis, not the cluster.
      WORKERS: '1',
    };
    a = await startProcess(env);
    b = await startProcess(env);
    db = openDatabase({ databaseUrl, poolSize: 2 });
  }, 90_000);

  afterAll(async () => {
    await Promise.all([stopProcess(a), stopProcess(b)]);
    await db?.close();
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database}`);
    await admin.end();
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (proc: Proc | undefined, url: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`${proc!.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  /** Signs up on one process and confirms on the other; returns the credentials. */
  async function member(name: string): Promise<{ email: string; password: string }> {
    const email = `${name}-${randomBytes(3).toString('hex')}@example.test`;
    const password = 'a shared secret';
    const res = await post(
      a,
      '/register',
      { Email: email, Password: password },
      { 'x-forwarded-for': `10.8.0.${name.length}` },
    );
    expect(res.status).toBe(200);
    const link = await confirmationLink(dataDir, email);
    const confirm = await post(b, '/api/account/confirmemail', {
      userId: link.searchParams.get('userId'),
      code: link.searchParams.get('code'),
    });
    expect(confirm.status).toBe(200);
    return { email, password };
  }

  const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;

  it('honours a session made on one process on the other, and ends it everywhere', async () => {
    const credentials = await member('session');
    const login = await post(a, '/login?useCookies=true', credentials);
    const cookie = cookieOf(login);

    const onB = await fetch(`${b!.url}/pingauth`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(await onB.json()).toEqual({ email: credentials.email });

    await post(b, '/logout', {}, { cookie });
    expect((await fetch(`${a!.url}/pingauth`, { headers: { cookie } })).status).toBe(401);
  });

  it('counts a sign-in lockout across both processes', async () => {
    const credentials = await member('lockout');
    const from = { 'x-forwarded-for': '10.7.7.7' };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await post(i % 2 ? a : b, '/login', { ...credentials, password: 'wrong guess' }, from)).status,
      );
    }
    statuses.push((await post(a, '/login', credentials, from)).status);
    statuses.push((await post(b, '/login', credentials, from)).status);

    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('adds up views and ratings made on both processes', async () => {
    const video = await makeVideo(db.db);
    const raters = [await member('rater'), await member('raterb')];
    const cookies = [
      cookieOf(await post(a, '/login', raters[0]!)),
      cookieOf(await post(b, '/login', raters[1]!)),
    ];

    // 20 visitors, each asking both processes twice: each counts once, whichever process it reaches.
    await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        fetch(`${(i % 2 ? a : b)!.url}/api/video/logvideoview?videoId=${video.id}`, {
          method: 'POST',
          headers: { 'x-forwarded-for': `10.9.0.${i % 20}`, 'user-agent': 'Mozilla/5.0 (scale test)' },
        }),
      ),
    );
    await fetch(`${a!.url}/api/video/ratevideo?rating=5&videoId=${video.id}`, {
      method: 'POST',
      headers: { cookie: cookies[0]! },
    });
    await fetch(`${b!.url}/api/video/ratevideo?rating=2&videoId=${video.id}`, {
      method: 'POST',
      headers: { cookie: cookies[1]! },
    });
    await new Promise((r) => setTimeout(r, 1000));

    const row = await db.db
      .selectFrom('videos')
      .select(['view_count', 'rating_count', 'rating_sum'])
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ view_count: 20, rating_count: 2, rating_sum: 7 });
    expect(await countRows(db.db, 'video_views', video.id)).toBe(20);
    const detail = await (await fetch(`${b!.url}/api/video/getmovie?id=${video.id}`)).json();
    expect(detail).toMatchObject({ viewCount: 20, averageRating: 3.5, ratingCount: 2 });
  });
});
