import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { hashPassword } from '../security/secrets.js';
import { makeMember, makeVideo } from '../test/factories.js';
import { TEST_DATABASE_URL, testEngines } from '../test/harness.js';
import { serverBuilt, sleep, startServer, stopServer, type ServerProcess } from './processes.js';

const WRITE_SECONDS = 20;
const MEMBERS = 6;
const VIDEOS_PER_MEMBER = 120;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/140.0';

interface Writer {
  member: { id: string; email: string };
  videos: number[];
  cookie: string;
  playlistId: number;
}

type Ack =
  | { kind: 'rating'; memberId: string; videoId: number; rating: number }
  | { kind: 'favourite'; memberId: string; videoId: number }
  | { kind: 'view'; memberId: string; videoId: number }
  | { kind: 'comment'; id: string }
  | { kind: 'playlist'; playlistId: number; entryId: number; videoId: number };

/**
 * The crash-safety gate: several members write (ratings, favourites, playlist entries, comments, views)
 * for 20 s; the server is killed with SIGKILL midway and restarted on the same data, and the writers carry
 * on. Every write the server acknowledged (answered 200) must be in the database afterwards, the database
 * must pass its integrity check, and every video's counters must equal the rows they count.
 */
describe.skipIf(!serverBuilt).each(testEngines)('crash safety on %s: kill -9 during writes', (engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-crash-'));
  const database = `crash_${randomBytes(5).toString('hex')}`;
  const databaseUrl = engine === 'postgres' ? TEST_DATABASE_URL.replace(/\/[^/]*$/, `/${database}`) : '';
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL: '', VIEW_FLUSH_MS: '500' };
  let server: ServerProcess | undefined;
  let db: DatabaseHandle | undefined;

  afterAll(async () => {
    await stopServer(server);
    await db?.close();
    if (engine === 'postgres') {
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${database}`);
      await admin.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write and an intact database', async () => {
    if (engine === 'postgres') {
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${database}`);
      await admin.end();
    }
    server = await startServer(env);
    db =
      engine === 'postgres'
        ? openDatabase({ databaseUrl, poolSize: 2 })
        : openDatabase({ sqliteFile: path.join(dataDir, 'starlane.db') });

    const passwordHash = await hashPassword('crash test password');
    const writers: Writer[] = [];
    for (let m = 0; m < MEMBERS; m++) {
      const member = await makeMember(db.db, { passwordHash });
      const videos = [];
      for (let v = 0; v < VIDEOS_PER_MEMBER; v++) videos.push((await makeVideo(db.db)).id);
      writers.push({ member, videos, cookie: '', playlistId: 0 });
    }
    for (const writer of writers) {
      const login = await fetch(`${server.url}/login?useCookies=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
        body: JSON.stringify({ email: writer.member.email, password: 'crash test password' }),
      });
      expect(login.status).toBe(200);
      writer.cookie = /starlane_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0];
    }

    const acks: Ack[] = [];
    let sent = 0;
    let running = true;
    const post = async (url: string, cookie: string, body?: object) => {
      sent++;
      const res = await fetch(`${server!.url}${url}`, {
        method: 'POST',
        headers: {
          cookie,
          'user-agent': BROWSER,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(5000),
      });
      return res.status === 200 ? ((await res.json()) as Record<string, unknown>) : undefined;
    };

    const write = async (writer: Writer, w: number) => {
      let step = 0;
      while (running) {
        const videoId = writer.videos[Math.floor(step / 5) % VIDEOS_PER_MEMBER]!;
        const memberId = writer.member.id;
        try {
          if (!writer.playlistId) {
            const created = await post(`/api/playlist/create?name=crash-${String(w)}`, writer.cookie);
            if (created) writer.playlistId = created.id as number;
            continue;
          }
          switch (step % 5) {
            case 0: {
              const rating = 1 + ((step + w) % 5);
              if (
                await post(
                  `/api/video/ratevideo?rating=${String(rating)}&videoId=${String(videoId)}`,
                  writer.cookie,
                )
              )
                acks.push({ kind: 'rating', memberId, videoId, rating });
              break;
            }
            case 1: {
              // The call toggles: once a writer comes round to a video again it takes its favourite away. Only
              // the last acknowledged state is promised, and while a toggle is in flight the state is unknown.
              for (let i = acks.length - 1; i >= 0; i--) {
                const ack = acks[i]!;
                if (ack.kind === 'favourite' && ack.memberId === memberId && ack.videoId === videoId)
                  acks.splice(i, 1);
              }
              const answer = await post(`/api/favourite/favourite?videoId=${String(videoId)}`, writer.cookie);
              if (answer?.isFavourite === true) acks.push({ kind: 'favourite', memberId, videoId });
              break;
            }
            case 2:
              if (await post(`/api/video/logvideoview?videoId=${String(videoId)}`, writer.cookie))
                acks.push({ kind: 'view', memberId, videoId });
              break;
            case 3: {
              const answer = await post('/api/videocomment/addCommentToVideo', writer.cookie, {
                videoId: String(videoId),
                videocomment: `crash test ${String(step)}`,
              });
              if (answer) acks.push({ kind: 'comment', id: answer.id as string });
              break;
            }
            default: {
              const answer = await post(
                `/api/playlist/addvideo?playlistId=${String(writer.playlistId)}&videoId=${String(videoId)}`,
                writer.cookie,
              );
              if (answer?.added === true)
                acks.push({
                  kind: 'playlist',
                  playlistId: writer.playlistId,
                  entryId: answer.entryId as number,
                  videoId,
                });
            }
          }
        } catch {
          // The server is down (killed, restarting): the write was not acknowledged.
          await sleep(50);
        }
        step++;
      }
    };

    const writing = Promise.all(writers.map((writer, w) => write(writer, w)));
    await sleep((WRITE_SECONDS / 2) * 1000);
    const acksAtKill = acks.length;
    server.child.kill('SIGKILL');
    await server.exited;
    server = await startServer(env);
    await sleep((WRITE_SECONDS / 2) * 1000);
    running = false;
    await writing;
    // A clean stop folds the view inbox, so the counters can be checked against the rows.
    await stopServer(server);

    const lost: Ack[] = [];
    for (const ack of acks) if (!(await present(db.db, ack))) lost.push(ack);
    console.info(
      `crash safety on ${engine}: ${String(sent)} writes sent, ${String(acks.length)} acknowledged ` +
        `(${String(acksAtKill)} before the kill), ${String(lost.length)} lost`,
    );
    expect(acksAtKill).toBeGreaterThan(50);
    expect(acks.length).toBeGreaterThan(acksAtKill);
    expect(lost).toEqual([]);

    if (engine === 'sqlite') {
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db.db);
      expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
      const keys = await sql`pragma foreign_key_check`.execute(db.db);
      expect(keys.rows).toEqual([]);
    }
    const drift = await sql<{ id: number }>`
      select v.id from videos v
      where v.view_count <> (select count(*) from video_views x where x.video_id = v.id)
         or v.favourite_count <> (select count(*) from favourites x where x.video_id = v.id)
         or v.comment_count <> (select count(*) from comments x where x.video_id = v.id)
         or v.rating_count <> (select count(*) from ratings x where x.video_id = v.id)
         or v.rating_sum <> (select coalesce(sum(rating), 0) from ratings x where x.video_id = v.id)`.execute(
      db.db,
    );
    expect(drift.rows).toEqual([]);
    const inbox = await db.db
      .selectFrom('view_inbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(inbox.n)).toBe(0);
  }, 180_000);
});

async function present(db: DatabaseHandle['db'], ack: Ack): Promise<boolean> {
  switch (ack.kind) {
    case 'rating':
      return (
        (
          await db
            .selectFrom('ratings')
            .select('rating')
            .where('member_id', '=', ack.memberId)
            .where('video_id', '=', ack.videoId)
            .executeTakeFirst()
        )?.rating === ack.rating
      );
    case 'favourite':
      return memberVideoRowExists(db, 'favourites', ack);
    case 'view':
      return memberVideoRowExists(db, 'video_views', ack);
    case 'comment':
      return (
        (await db.selectFrom('comments').select('id').where('id', '=', ack.id).executeTakeFirst()) !==
        undefined
      );
    case 'playlist':
      return (
        (await db
          .selectFrom('playlist_movies')
          .select('id')
          .where('id', '=', ack.entryId)
          .where('playlist_id', '=', ack.playlistId)
          .where('video_id', '=', ack.videoId)
          .executeTakeFirst()) !== undefined
      );
  }
}

async function memberVideoRowExists(
  db: DatabaseHandle['db'],
  table: 'favourites' | 'video_views',
  ack: { memberId: string; videoId: number },
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('member_id', '=', ack.memberId)
    .where('video_id', '=', ack.videoId)
    .executeTakeFirst();
  return row !== undefined;
}
