import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Per-video per-day rollups of views, ratings and comments, for the time-windowed toplists
 * (docs/decisions/0030). `day` is the UTC date as 'YYYY-MM-DD'. The key leads with the day so that a window
 * (the days from a date on) is one range of the primary key. Existing views, ratings and comments are
 * rolled up once here; from then on the writes that move a video's counters move its rollup too.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('video_daily_stats')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ratings', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('video_daily_stats_pk', ['day', 'video_id'])
    .execute();
  // Deleting a video removes its rollups by the foreign key; this index keeps that (and a recount) cheap.
  await db.schema
    .createIndex('video_daily_stats_video_idx')
    .on('video_daily_stats')
    .column('video_id')
    .execute();

  // `where true` lets SQLite tell the upsert's ON CONFLICT from a join's ON.
  await sql`insert into video_daily_stats (day, video_id, views)
    select substr(viewed_at, 1, 10), video_id, count(*) from video_views where true
    group by substr(viewed_at, 1, 10), video_id`.execute(db);
  await sql`insert into video_daily_stats (day, video_id, ratings, rating_sum)
    select substr(created_at, 1, 10), video_id, count(*), sum(rating) from ratings where true
    group by substr(created_at, 1, 10), video_id
    on conflict (day, video_id) do update set ratings = excluded.ratings, rating_sum = excluded.rating_sum`.execute(
    db,
  );
  await sql`insert into video_daily_stats (day, video_id, comments)
    select substr(created_at, 1, 10), video_id, count(*) from comments where true
    group by substr(created_at, 1, 10), video_id
    on conflict (day, video_id) do update set comments = excluded.comments`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
