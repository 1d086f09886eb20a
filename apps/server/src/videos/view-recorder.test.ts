import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../deps.js';
import { makeMember, makeVideo } from '../test/factories.js';
import { createTestDatabase, testEngines } from '../test/harness.js';
import { MemoryViewBuffer, ViewRecorder } from './view-recorder.js';

describe.each(testEngines)('buffered view counting on %s', (engine) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => database.dispose());

  const counts = async (videoId: number) => {
    const video = await database.db
      .selectFrom('videos')
      .select('view_count')
      .where('id', '=', videoId)
      .executeTakeFirstOrThrow();
    const rows = await database.db
      .selectFrom('video_views')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('video_id', '=', videoId)
      .executeTakeFirstOrThrow();
    return { counter: video.view_count, rows: Number(rows.n) };
  };

  it('writes nothing until a flush, then the log rows and the counter together', async () => {
    const recorder = new ViewRecorder(
      database.db,
      new MemoryViewBuffer(),
      60_000,
      createLogger({ logLevel: 'silent' }),
    );
    const [a, b] = [await makeVideo(database.db), await makeVideo(database.db)];
    for (const videoId of [a.id, a.id, b.id])
      await recorder.record({ videoId, memberId: null, at: new Date().toISOString() });

    expect(await counts(a.id)).toEqual({ counter: 0, rows: 0 });
    await recorder.flush();
    expect(await counts(a.id)).toEqual({ counter: 2, rows: 2 });
    expect(await counts(b.id)).toEqual({ counter: 1, rows: 1 });
  });

  it('drops views of videos deleted meanwhile and makes views of deleted members anonymous', async () => {
    const recorder = new ViewRecorder(
      database.db,
      new MemoryViewBuffer(),
      60_000,
      createLogger({ logLevel: 'silent' }),
    );
    const [gone, kept] = [await makeVideo(database.db), await makeVideo(database.db)];
    const member = await makeMember(database.db);
    await recorder.record({ videoId: gone.id, memberId: null, at: new Date().toISOString() });
    await recorder.record({ videoId: kept.id, memberId: member.id, at: new Date().toISOString() });
    await database.db.deleteFrom('videos').where('id', '=', gone.id).execute();
    await database.db.deleteFrom('members').where('id', '=', member.id).execute();

    await recorder.stop();

    expect(await counts(kept.id)).toEqual({ counter: 1, rows: 1 });
    const row = await database.db
      .selectFrom('video_views')
      .select('member_id')
      .where('video_id', '=', kept.id)
      .executeTakeFirstOrThrow();
    expect(row.member_id).toBeNull();
  });

  it('writes at once when no flush interval is set', async () => {
    const recorder = new ViewRecorder(
      database.db,
      new MemoryViewBuffer(),
      0,
      createLogger({ logLevel: 'silent' }),
    );
    const video = await makeVideo(database.db);

    await recorder.record({ videoId: video.id, memberId: null, at: new Date().toISOString() });

    expect(await counts(video.id)).toEqual({ counter: 1, rows: 1 });
  });
});
