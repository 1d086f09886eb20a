import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeMember, makeVideo } from '../test/factories.js';
import { createTestDatabase, testEngines } from '../test/harness.js';
import { rebuildNeighbours } from './neighbour-rebuild.js';
import { NeighbourRebuilder } from './neighbour-rebuilder.js';

describe.each(testEngines)('the neighbour rebuild on %s', (engine) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await database.dispose();
  });
  const db = () => database.db;

  /** Each basket is one member who watched those videos. */
  async function watched(...baskets: number[][]) {
    for (const videos of baskets) {
      const member = await makeMember(db());
      await db()
        .insertInto('video_views')
        .values(
          videos.map((video_id) => ({ video_id, member_id: member.id, viewed_at: '2026-01-01T00:00:00Z' })),
        )
        .execute();
    }
  }

  const stored = async () =>
    (
      await db()
        .selectFrom('video_similar')
        .select(['video_id', 'similar_id', 'rank'])
        .orderBy('video_id')
        .orderBy('rank')
        .execute()
    ).map((r) => `${r.video_id}>${r.similar_id}#${r.rank}`);

  async function videos(count: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push((await makeVideo(db())).id);
    return ids;
  }

  it('writes in slices the same rows as in one go, and drops what no basket supports any more', async () => {
    const [a, b, c, d, e, f, g] = await videos(7);
    await watched([a!, b!, c!], [a!, b!], [d!, e!], [f!, g!]);
    await rebuildNeighbours(db(), { videosPerSlice: 1_000_000 });
    const whole = await stored();
    expect(whole).toContain(`${a}>${b}#1`);

    await db().deleteFrom('video_similar').execute();
    await rebuildNeighbours(db(), { videosPerSlice: 2 });
    expect(await stored()).toEqual(whole);

    // f and g lose the one member who watched them together: their old rows go.
    await db().deleteFrom('video_views').where('video_id', 'in', [f!, g!]).execute();
    await rebuildNeighbours(db(), { videosPerSlice: 2 });
    expect((await stored()).filter((row) => row.startsWith(`${f}>`) || row.startsWith(`${g}>`))).toEqual([]);
    expect(await stored()).toContain(`${a}>${b}#1`);
  });

  it('runs in a process of its own on its own connection, and a stop ends it without an error', async () => {
    const [a, b] = await videos(2);
    await watched([a!, b!]);
    // This thread's connection refuses every use: whatever the rebuild reads and writes goes through its own.
    const unusable = new Proxy({} as typeof database.db, {
      get: () => {
        throw new Error('the rebuild used the serving connection');
      },
    });
    const rebuilder = new NeighbourRebuilder({ ...database, db: unusable });
    expect(database.reopen).toBeDefined();

    const result = await rebuilder.run();

    expect(result).toEqual({ videos: 2, written: true });
    expect(await stored()).toEqual([`${a}>${b}#1`, `${b}>${a}#1`]);

    const stopped = rebuilder.run();
    await rebuilder.stop();
    expect(await stopped).toEqual({ videos: 0, written: false });
    expect(await rebuilder.run()).toEqual({ videos: 0, written: false });
  });
});
