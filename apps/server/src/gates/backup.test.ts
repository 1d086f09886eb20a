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
import { runNode } from '../test/run-process.js';
import { present, type Ack } from './acks.js';
import { memberPost, memberWrites, signIn } from './members.js';
import { serverBuilt, sleep, startServer, stopServer, type ServerProcess } from './processes.js';

const WRITE_SECONDS = 20;
/** When the backup starts, into the writes. */
const BACKUP_AT_SECONDS = 8;
const MEMBERS = 8;
/**
 * Each writer's pace: members' writes are limited to 120 a minute each (http/rate-limits.ts), so a writer
 * paced at one write per 300 ms stays under it for the whole run, however fast the machine.
 */
const PACE_MS = 300;
const VIDEOS_PER_MEMBER = 400;
const CLI = path.resolve(import.meta.dirname, '../../dist/cli');

/** Runs `npm run backup`'s or `npm run restore`'s built command; answers its exit code and output. */
async function runCommand(
  name: 'backup' | 'restore',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string; seconds: number }> {
  const started = performance.now();
  const outcome = await runNode([path.join(CLI, `${name}.js`), ...args], {
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
  });
  return { ...outcome, seconds: (performance.now() - started) / 1000 };
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * The backup gate: members write (ratings, comments, playlist entries) for 20 s; 8 s in, `npm run backup`
 * runs beside them. `npm run restore` then brings up a fresh DATA_DIR (or database) from the backup, which
 * must pass its integrity check and hold every write acknowledged before the backup began, and the media.
 */
describe.skipIf(!serverBuilt).each(testEngines)('backup and restore on %s during writes', (engine) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-backup-'));
  const dataDir = path.join(root, 'live');
  const restoredDir = path.join(root, 'restored');
  const backupDir = path.join(root, 'backup');
  const suffix = randomBytes(5).toString('hex');
  const liveDatabase = `backup_${suffix}`;
  const restoredDatabase = `restored_${suffix}`;
  const urlOf = (name: string) => TEST_DATABASE_URL.replace(/\/[^/]*$/, `/${name}`);
  const liveEnv = {
    DATA_DIR: dataDir,
    DATABASE_URL: engine === 'postgres' ? urlOf(liveDatabase) : '',
    REDIS_URL: '',
  };
  const restoredEnv = {
    DATA_DIR: restoredDir,
    DATABASE_URL: engine === 'postgres' ? urlOf(restoredDatabase) : '',
    REDIS_URL: '',
  };
  let server: ServerProcess | undefined;
  let live: DatabaseHandle | undefined;
  let restored: DatabaseHandle | undefined;

  afterAll(async () => {
    await stopServer(server);
    await live?.close();
    await restored?.close();
    if (engine === 'postgres') {
      await adminQuery(`drop database if exists ${liveDatabase}`);
      await adminQuery(`drop database if exists ${restoredDatabase}`);
    }
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('restores a backup taken while members write, with every write acknowledged before it began', async () => {
    if (engine === 'postgres') {
      await adminQuery(`create database ${liveDatabase}`);
      await adminQuery(`create database ${restoredDatabase}`);
    }
    server = await startServer(liveEnv);
    live =
      engine === 'postgres'
        ? openDatabase({ databaseUrl: liveEnv.DATABASE_URL, poolSize: 2 })
        : openDatabase({ sqliteFile: path.join(dataDir, 'starlane.db') });
    // Media of the site: a few files of a video's renditions, made here.
    const clip = randomBytes(300_000);
    fs.mkdirSync(path.join(dataDir, 'media', 'videos', 'v1'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media', 'videos', 'v1', 'clip.mp4'), clip);
    fs.writeFileSync(path.join(dataDir, 'media', 'videos', 'v1', 'poster.jpg'), 'poster');

    const passwordHash = await hashPassword('backup test password');
    const writers: {
      memberId: string;
      email: string;
      videos: number[];
      cookie: string;
      playlistId: number;
    }[] = [];
    for (let m = 0; m < MEMBERS; m++) {
      const member = await makeMember(live.db, { passwordHash });
      const videos = [];
      for (let v = 0; v < VIDEOS_PER_MEMBER; v++) videos.push((await makeVideo(live.db)).id);
      writers.push({ memberId: member.id, email: member.email, videos, cookie: '', playlistId: 0 });
    }
    for (const writer of writers) {
      writer.cookie = await signIn(server, writer.email, 'backup test password');
    }

    const acks: Ack[] = [];
    let running = true;
    const post = memberPost(() => server!.url, 10_000);
    const write = async (writer: (typeof writers)[number], w: number) => {
      let step = 0;
      let rated = 0;
      while (running) {
        if (!writer.playlistId) {
          writer.playlistId = (await memberWrites.createPlaylist(post, writer.cookie, `backup-${w}`)) ?? 0;
          continue;
        }
        const videoId = writer.videos[step % VIDEOS_PER_MEMBER]!;
        await sleep(PACE_MS);
        switch (step % 6 === 5 ? 1 : step % 2 === 0 ? 0 : 2) {
          case 0: {
            // Each video is rated once: the value acknowledged is the one the database must hold.
            if (rated >= VIDEOS_PER_MEMBER) break;
            const target = writer.videos[rated++]!;
            const rating = 1 + ((step + w) % 5);
            if (await memberWrites.rate(post, writer.cookie, target, rating))
              acks.push({ kind: 'rating', memberId: writer.memberId, videoId: target, rating });
            break;
          }
          case 1: {
            const id = await memberWrites.comment(post, writer.cookie, videoId, `backup test ${step}`);
            if (id) acks.push({ kind: 'comment', id });
            break;
          }
          default: {
            const entryId = await memberWrites.addToPlaylist(post, writer.cookie, writer.playlistId, videoId);
            if (entryId) acks.push({ kind: 'playlist', playlistId: writer.playlistId, entryId, videoId });
          }
        }
        step++;
      }
    };

    const started = performance.now();
    const writing = Promise.all(writers.map((writer, w) => write(writer, w)));
    await sleep(BACKUP_AT_SECONDS * 1000);
    const before = acks.slice();
    const taken = await runCommand('backup', ['--to', backupDir], liveEnv);
    const acksDuringBackup = acks.length - before.length;
    // The writes go on past the backup (a slow machine can take longer than the 20 s to start the command).
    await sleep(Math.max(2000, WRITE_SECONDS * 1000 - (performance.now() - started)));
    running = false;
    await writing;
    await stopServer(server);
    expect(taken.stderr).toMatch(/\[#+\] 100%\s+database/);
    expect(taken.code, taken.stderr).toBe(0);

    const back = await runCommand('restore', ['--from', backupDir], restoredEnv);
    expect(back.code, back.stderr).toBe(0);
    expect(back.stdout).toMatch(/restored the .* database .* integrity ok\) and 2 of 2 media objects/);

    restored =
      engine === 'postgres'
        ? openDatabase({ databaseUrl: restoredEnv.DATABASE_URL, poolSize: 2 })
        : openDatabase({ sqliteFile: path.join(restoredDir, 'starlane.db') });
    if (engine === 'sqlite') {
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(restored.db);
      expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
      expect((await sql`pragma foreign_key_check`.execute(restored.db)).rows).toEqual([]);
    } else {
      // PostgreSQL's equivalent: amcheck verifies every B-tree index against its table's rows.
      await sql`create extension if not exists amcheck`.execute(restored.db);
      const indexes = await sql<{ oid: number; name: string }>`
        select c.oid::int as oid, c.relname as name from pg_index i
        join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
        join pg_namespace n on n.oid = c.relnamespace
        where a.amname = 'btree' and n.nspname = 'public'`.execute(restored.db);
      expect(indexes.rows.length).toBeGreaterThan(10);
      for (const index of indexes.rows)
        await sql`select bt_index_check(${index.oid}::regclass, true)`.execute(restored.db);
    }

    const lost: Ack[] = [];
    for (const ack of before) if (!(await present(restored.db, ack))) lost.push(ack);
    const liveRows = await count(live.db);
    const restoredRows = await count(restored.db);
    console.info(
      `backup on ${engine}: ${String(before.length)} writes acknowledged before the backup, ` +
        `${String(acksDuringBackup)} during it (${taken.seconds.toFixed(2)} s), ${String(acks.length)} in all; ` +
        `restore ${back.seconds.toFixed(2)} s; ${String(lost.length)} lost; ` +
        `${String(restoredRows.writes)} rows of member writes restored of ${String(liveRows.writes)} at the end`,
    );
    expect(before.length).toBeGreaterThan(50);
    expect(acksDuringBackup).toBeGreaterThan(0);
    expect(lost).toEqual([]);
    // The copy is of a moment during the writes: later writes are not in it.
    expect(restoredRows.writes).toBeLessThan(liveRows.writes);
    expect(fs.readFileSync(path.join(restoredDir, 'media', 'videos', 'v1', 'clip.mp4')).equals(clip)).toBe(
      true,
    );

    // A restore never writes over a database that exists.
    const again = await runCommand('restore', ['--from', backupDir], restoredEnv);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/restore: .*(exists|holds tables)/);
  }, 150_000);
});

/** The member writes the database holds: comments, ratings and playlist entries. */
async function count(db: DatabaseHandle['db']): Promise<{ writes: number }> {
  let writes = 0;
  for (const table of ['comments', 'ratings', 'playlist_movies'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    writes += Number(row.n);
  }
  return { writes };
}
