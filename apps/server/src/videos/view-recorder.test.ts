import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../deps.js';
import { openDatabase } from '../db/database.js';
import { countRows } from '../test/counters.js';
import { makeMember, makeVideo } from '../test/factories.js';
import { createTestDatabase, TEST_DATABASE_URL, testEngines } from '../test/harness.js';
import { transactionRunner } from '../db/transaction.js';
import { DEDUP_WINDOW_MS, VisitClaims } from '../security/visitors.js';
import { ViewRepository } from './views.repository.js';
import { ViewRecorder } from './view-recorder.js';

describe.each(testEngines)('durable view counting on %s', (engine) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => database.dispose());

  const recorderOn = (db: typeof database.db, flushMs: number) =>
    new ViewRecorder(
      new ViewRepository(db),
      transactionRunner(db),
      new VisitClaims(db),
      flushMs,
      createLogger({ logLevel: 'silent' }),
    );
  const recorderFlushingEvery = (flushMs: number) => recorderOn(database.db, flushMs);

  let visitors = 0;
  const view = (videoId: number, memberId: string | null = null, visitor = `v${++visitors}`) => ({
    videoId,
    memberId,
    visitor,
    at: new Date(),
  });

  const counts = async (videoId: number) => {
    const video = await database.db
      .selectFrom('videos')
      .select('view_count')
      .where('id', '=', videoId)
      .executeTakeFirstOrThrow();
    return {
      counter: video.view_count,
      rows: await countRows(database.db, 'video_views', videoId),
      inbox: await countRows(database.db, 'view_inbox', videoId),
    };
  };

  it('commits each counted view to the inbox before answering, and folds it into log and counter', async () => {
    const recorder = recorderFlushingEvery(60_000);
    const [a, b] = [await makeVideo(database.db), await makeVideo(database.db)];
    for (const videoId of [a.id, a.id, b.id]) expect(await recorder.record(view(videoId))).toBe(true);

    // Nothing waits in memory: a process killed now would leave these in the database.
    expect(await counts(a.id)).toEqual({ counter: 0, rows: 0, inbox: 2 });
    await recorder.flush();
    expect(await counts(a.id)).toEqual({ counter: 2, rows: 2, inbox: 0 });
    expect(await counts(b.id)).toEqual({ counter: 1, rows: 1, inbox: 0 });
  });

  it('counts one view per visitor per video within the window, again after it', async () => {
    const recorder = recorderFlushingEvery(0);
    const [a, b] = [await makeVideo(database.db), await makeVideo(database.db)];
    const at = new Date('2026-03-01T10:00:00.000Z');
    const visit = (videoId: number, visitor: string, offsetMs: number) =>
      recorder.record({ videoId, memberId: null, visitor, at: new Date(at.getTime() + offsetMs) });

    expect(await visit(a.id, 'same', 0)).toBe(true);
    expect(await visit(a.id, 'same', 60_000)).toBe(false);
    expect(await visit(a.id, 'same', DEDUP_WINDOW_MS - 1)).toBe(false);
    expect(await visit(b.id, 'same', 60_000)).toBe(true);
    expect(await visit(a.id, 'other', 60_000)).toBe(true);
    expect(await visit(a.id, 'same', DEDUP_WINDOW_MS + 1)).toBe(true);

    expect(await counts(a.id)).toEqual({ counter: 3, rows: 3, inbox: 0 });
  });

  it('counts a visitor once however many parallel requests race', async () => {
    const recorder = recorderFlushingEvery(0);
    const video = await makeVideo(database.db);
    const at = new Date();

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        recorder.record({ videoId: video.id, memberId: null, visitor: 'racer', at }),
      ),
    );

    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await counts(video.id)).toEqual({ counter: 1, rows: 1, inbox: 0 });
  });

  it('drops views of videos deleted meanwhile and makes views of deleted members anonymous', async () => {
    const recorder = recorderFlushingEvery(60_000);
    const [gone, kept] = [await makeVideo(database.db), await makeVideo(database.db)];
    const member = await makeMember(database.db);
    await recorder.record(view(gone.id));
    await recorder.record(view(kept.id, member.id));
    await database.db.deleteFrom('videos').where('id', '=', gone.id).execute();
    await database.db.deleteFrom('members').where('id', '=', member.id).execute();

    await recorder.stop();

    expect(await counts(kept.id)).toEqual({ counter: 1, rows: 1, inbox: 0 });
    const row = await database.db
      .selectFrom('video_views')
      .select('member_id')
      .where('video_id', '=', kept.id)
      .executeTakeFirstOrThrow();
    expect(row.member_id).toBeNull();
  });

  it('writes log and counter at once when no flush interval is set', async () => {
    const recorder = recorderFlushingEvery(0);
    const video = await makeVideo(database.db);

    await recorder.record(view(video.id));

    expect(await counts(video.id)).toEqual({ counter: 1, rows: 1, inbox: 0 });
  });

  it('folds each view exactly once when several processes fold at the same time', async () => {
    // Separate connection pools stand for separate processes on PostgreSQL. SQLite's single writer
    // serialises transactions anyway (and, in one thread, a second connection could only wait on itself).
    const others =
      engine === 'postgres'
        ? [1, 2].map(() =>
            openDatabase({
              databaseUrl: TEST_DATABASE_URL,
              searchPath: /schema (\w+)/.exec(database.location)![1]!,
              poolSize: 2,
            }),
          )
        : [];
    try {
      const videos = await Promise.all(Array.from({ length: 5 }, () => makeVideo(database.db)));
      const at = new Date().toISOString();
      await database.db
        .insertInto('view_inbox')
        .values(
          Array.from({ length: 2500 }, (_, i) => ({
            video_id: videos[i % 5]!.id,
            member_id: null,
            viewed_at: at,
          })),
        )
        .execute();

      await Promise.all([
        recorderFlushingEvery(60_000).flush(),
        recorderFlushingEvery(60_000).flush(),
        ...others.map((other) => recorderOn(other.db, 60_000).flush()),
      ]);

      for (const video of videos)
        expect(await counts(video.id)).toEqual({ counter: 500, rows: 500, inbox: 0 });
    } finally {
      for (const other of others) await other.close();
    }
  });

  it('purges claims older than the window only', async () => {
    const claims = new VisitClaims(database.db);
    const now = new Date('2030-01-01T00:00:00.000Z');
    await claims.claim(
      database.db,
      'purge-test',
      'old',
      new Date(now.getTime() - DEDUP_WINDOW_MS - 1),
      DEDUP_WINDOW_MS,
    );
    await claims.claim(database.db, 'purge-test', 'new', now, DEDUP_WINDOW_MS);

    await claims.purge(now, DEDUP_WINDOW_MS);

    const left = await database.db
      .selectFrom('visit_claims')
      .select('visitor')
      .where('scope', '=', 'purge-test')
      .execute();
    expect(left.map((r) => r.visitor)).toEqual(['new']);
  });
});
