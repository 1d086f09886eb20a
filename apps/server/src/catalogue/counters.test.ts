import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFavourite, makeMember, makeVideo, rate } from '../test/factories.js';
import { createTestDatabase, testEngines } from '../test/harness.js';
import { recountVideos, weightedScore } from './counters.js';

describe('weightedScore', () => {
  it('pulls few votes towards the prior and leaves unrated videos at 0', () => {
    expect(weightedScore(5, 1, 3)).toBeCloseTo((10 * 3 + 5) / 11);
    expect(weightedScore(0, 0, 3)).toBe(0);
    expect(weightedScore(500, 100, 3)).toBeGreaterThan(weightedScore(5, 1, 3));
  });
});

describe.each(testEngines)('recountVideos on %s', (engine) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => database.dispose());

  it('sets every counter back to what the rows say', async () => {
    const db = database.db;
    const video = await makeVideo(db);
    await rate(db, video.id, [4, 2]);
    const member = await makeMember(db);
    await makeFavourite(db, member.id, video.id);
    await db
      .updateTable('videos')
      .set({ rating_count: 99, rating_sum: 7, favourite_count: 42, comment_count: 5 })
      .where('id', '=', video.id)
      .execute();

    await recountVideos(db, [video.id]);

    const row = await db
      .selectFrom('videos')
      .select(['rating_count', 'rating_sum', 'favourite_count', 'comment_count', 'rating_score'])
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ rating_count: 2, rating_sum: 6, favourite_count: 1, comment_count: 0 });
    expect(row.rating_score).toBeCloseTo((10 * 3 + 6) / 12, 5);
  });
});
