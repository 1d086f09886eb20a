import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { countRows } from './test/counters.js';
import { makeVideo } from './test/factories.js';
import { confirmationLink, freePort, SERVER_ENTRY, serverBuiltFor } from './test/server-process.js';

const built = serverBuiltFor('The workers suite needs a build', 'Workers suite skipped');

/**
 * `WORKERS=2` on one SQLite file and no Redis (docs/decisions/0016): requests spread over two worker
 * processes, and sessions, ratings, views and cached answers add up as if one process served them all.
 * Views wait in the inbox (a long fold interval) and must all be folded into the counters on SIGTERM.
 */
describe.skipIf(!built)('two workers on one SQLite database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-workers-'));
  let url = '';
  let child: ChildProcess;
  let output = '';
  let db: DatabaseHandle;

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [SERVER_ENTRY], {
      env: {
        ...process.env,
        WORKERS: '2',
        DATABASE_URL: '',
        REDIS_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        SEED_DEMO: 'false',
        VIEW_FLUSH_MS: '60000',
        // Views count once per visitor: each view below comes from a visitor of its own, through one proxy.
        TRUST_PROXY: '1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (let i = 0; i < 240 && (output.match(/is up on/g) ?? []).length < 2; i++) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    db = openDatabase({ sqliteFile: path.join(dataDir, 'starlane.db') });
  }, 90_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await db?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (target: string, body: object = {}, cookie?: string) =>
    fetch(`${url}${target}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  async function member(name: string): Promise<string> {
    // Unique per call: a retried test signs up again, and a known e-mail answers 399.
    const email = `${name}-${randomBytes(3).toString('hex')}@example.test`;
    const password = 'a shared secret';
    expect((await post('/register', { Email: email, Password: password })).status).toBe(200);
    const link = await confirmationLink(dataDir, email);
    const confirm = await post('/api/account/confirmemail', {
      userId: link.searchParams.get('userId'),
      code: link.searchParams.get('code'),
    });
    expect(confirm.status).toBe(200);
    const login = await post('/login?useCookies=true', { email, password });
    expect(login.status).toBe(200);
    return login.headers.get('set-cookie')!.split(';')[0]!;
  }

  it('starts two workers, one of them running the site-wide jobs', () => {
    const pids = new Set([...output.matchAll(/worker (\d+),/g)].map((m) => m[1]));
    expect(pids.size).toBe(2);
    expect(output.match(/running the site-wide jobs/g)).toHaveLength(1);
  });

  it('honours sessions on every worker, and counts ratings made at once on both', async () => {
    const video = await makeVideo(db.db);
    const cookies = await Promise.all(['w1', 'w2', 'w3', 'w4'].map((name) => member(name)));
    for (const cookie of cookies) {
      const checks = await Promise.all(
        Array.from({ length: 8 }, () => fetch(`${url}/pingauth`, { headers: { cookie } })),
      );
      expect(checks.map((r) => r.status)).toEqual(Array(8).fill(200));
    }
    // Cached on both workers before the ratings: each must hear of the other's bumps.
    for (let i = 0; i < 6; i++) await fetch(`${url}/api/video/getmovie?id=${video.id}`);
    const rated = await Promise.all(
      cookies.map((cookie, i) =>
        post(`/api/video/ratevideo?rating=${i + 2}&videoId=${video.id}`, {}, cookie),
      ),
    );
    expect(rated.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    await new Promise((r) => setTimeout(r, 300));
    for (let i = 0; i < 6; i++) {
      const detail = (await (await fetch(`${url}/api/video/getmovie?id=${video.id}`)).json()) as {
        ratingCount: number;
      };
      expect(detail.ratingCount).toBe(4);
    }
    const row = await db.db
      .selectFrom('videos')
      .select(['rating_count', 'rating_sum'])
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ rating_count: 4, rating_sum: 2 + 3 + 4 + 5 });
  }, 60_000);

  it('folds every view in the inbox of every worker on SIGTERM, then exits cleanly', async () => {
    const video = await makeVideo(db.db);
    const views = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${url}/api/video/logvideoview?videoId=${video.id}`, {
          method: 'POST',
          headers: { 'x-forwarded-for': `10.40.0.${i + 1}`, 'user-agent': 'Mozilla/5.0 (workers test)' },
        }),
      ),
    );
    expect(views.map((r) => r.status)).toEqual(Array(40).fill(200));

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const row = await db.db
      .selectFrom('videos')
      .select('view_count')
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(row.view_count).toBe(40);
    expect(await countRows(db.db, 'video_views', video.id)).toBe(40);
  }, 60_000);
});
