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
import { present, type Ack } from './acks.js';
import { memberPost, memberWrites, signIn, type MemberPost } from './members.js';
import { serverBuilt, sleep, startServer, stopServer, type ServerProcess } from './processes.js';

const WRITE_SECONDS = 20;
const MEMBERS = 6;
const VIDEOS_PER_MEMBER = 120;

interface Writer {
  member: { id: string; email: string };
  videos: number[];
  cookie: string;
  playlistId: number;
}

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
      writer.cookie = await signIn(server, writer.member.email, 'crash test password');
    }

    const acks: Ack[] = [];
    let sent = 0;
    let running = true;
    const posted = memberPost(() => server!.url, 5000);
    const post: MemberPost = (url, cookie, body) => {
      sent++;
      return posted(url, cookie, body);
    };

    const write = async (writer: Writer, w: number) => {
      let step = 0;
      while (running) {
        const videoId = writer.videos[Math.floor(step / 5) % VIDEOS_PER_MEMBER]!;
        const memberId = writer.member.id;
        try {
          if (!writer.playlistId) {
            writer.playlistId = (await memberWrites.createPlaylist(post, writer.cookie, `crash-${w}`)) ?? 0;
            continue;
          }
          switch (step % 5) {
            case 0: {
              const rating = 1 + ((step + w) % 5);
              if (await memberWrites.rate(post, writer.cookie, videoId, rating))
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
              const id = await memberWrites.comment(post, writer.cookie, videoId, `crash test ${step}`);
              if (id) acks.push({ kind: 'comment', id });
              break;
            }
            default: {
              const entryId = await memberWrites.addToPlaylist(
                post,
                writer.cookie,
                writer.playlistId,
                videoId,
              );
              if (entryId) acks.push({ kind: 'playlist', playlistId: writer.playlistId, entryId, videoId });
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
