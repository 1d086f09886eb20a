import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '../migrate.js';
import { makeComment, makeMember, makeVideo } from '../../test/factories.js';
import { testEngines } from '../../test/harness.js';
import { migrationDatabase } from '../../test/migration.js';

describe.each(testEngines)('migration 0009 (daily rollups) on %s', (engine) => {
  const openDatabase = migrationDatabase(engine);

  it('rolls up the views, ratings and comments already stored, per video and day', async () => {
    const db = await openDatabase('0004_video_status');
    const video = await makeVideo(db);
    const [a, b] = [await makeMember(db), await makeMember(db)];
    await db
      .insertInto('video_views')
      .values([
        { video_id: video.id, member_id: null, viewed_at: '2026-03-01T10:00:00.000Z' },
        { video_id: video.id, member_id: a.id, viewed_at: '2026-03-01T23:59:59.000Z' },
        { video_id: video.id, member_id: null, viewed_at: '2026-03-02T00:00:00.000Z' },
      ])
      .execute();
    for (const [member, rating, at] of [
      [a, 5, '2026-03-01T12:00:00.000Z'],
      [b, 2, '2026-03-03T12:00:00.000Z'],
    ] as const) {
      await db
        .insertInto('ratings')
        .values({ member_id: member.id, video_id: video.id, rating, created_at: at, updated_at: at })
        .execute();
    }
    await makeComment(db, a.id, video.id, { createdAt: '2026-03-02T08:00:00.000Z' });

    expect(await migrateToLatest(db)).toContain('0009_video_daily_stats');

    const rows = await sql<{
      day: string;
      views: number;
      ratings: number;
      rating_sum: number;
      comments: number;
    }>`
      select day, views, ratings, rating_sum, comments from video_daily_stats where video_id = ${video.id}
      order by day`.execute(db);
    expect(rows.rows.map((r) => ({ ...r, views: Number(r.views) }))).toEqual([
      { day: '2026-03-01', views: 2, ratings: 1, rating_sum: 5, comments: 0 },
      { day: '2026-03-02', views: 1, ratings: 0, rating_sum: 0, comments: 1 },
      { day: '2026-03-03', views: 0, ratings: 1, rating_sum: 2, comments: 0 },
    ]);
  });
});
