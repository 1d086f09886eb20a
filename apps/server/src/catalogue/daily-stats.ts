import { sql } from 'kysely';
import type { ToplistWindow } from '@starlane/contract';
import type { Executor } from '../db/transaction.js';

/*
 * Per-video per-day rollups (docs/decisions/0030): the time-windowed toplists sum a few days of these instead
 * of scanning the view log. They move in the same transaction as the counters on `videos`, through
 * `rollUpDaily` only.
 */

/** What one write adds to a video's day; absent counts add nothing. */
export interface DailyDelta {
  videoId: number;
  /** Any ISO 8601 UTC timestamp of that day; its date is the day. */
  at: string;
  views?: number;
  ratings?: number;
  ratingSum?: number;
  comments?: number;
}

/** The UTC day of an ISO 8601 timestamp, 'YYYY-MM-DD'. */
export function dayOf(at: string): string {
  return at.slice(0, 10);
}

const WINDOW_DAYS = { today: 1, week: 7, month: 30 } as const satisfies Record<
  Exclude<ToplistWindow, 'all'>,
  number
>;

/** The first day a window counts, today included; undefined for all time. */
export function windowStart(window: ToplistWindow, now: Date): string | undefined {
  if (window === 'all') return undefined;
  const start = new Date(now.getTime() - (WINDOW_DAYS[window] - 1) * 86_400_000);
  return dayOf(start.toISOString());
}

const CHUNK = 500;

/**
 * Adds the deltas to their videos' days: one upsert per batch of (day, video), deltas of the same day and
 * video summed first (PostgreSQL refuses to touch a row twice in one statement).
 */
export async function rollUpDaily(db: Executor, deltas: DailyDelta[]): Promise<void> {
  const merged = new Map<
    string,
    { day: string; video_id: number; views: number; ratings: number; rating_sum: number; comments: number }
  >();
  for (const delta of deltas) {
    const day = dayOf(delta.at);
    const key = `${day}:${delta.videoId}`;
    const row = merged.get(key) ?? {
      day,
      video_id: delta.videoId,
      views: 0,
      ratings: 0,
      rating_sum: 0,
      comments: 0,
    };
    row.views += delta.views ?? 0;
    row.ratings += delta.ratings ?? 0;
    row.rating_sum += delta.ratingSum ?? 0;
    row.comments += delta.comments ?? 0;
    merged.set(key, row);
  }
  const rows = [...merged.values()];
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto('video_daily_stats')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.columns(['day', 'video_id']).doUpdateSet((eb) => ({
          views: eb('video_daily_stats.views', '+', eb.ref('excluded.views')),
          ratings: eb('video_daily_stats.ratings', '+', eb.ref('excluded.ratings')),
          rating_sum: eb('video_daily_stats.rating_sum', '+', eb.ref('excluded.rating_sum')),
          comments: eb('video_daily_stats.comments', '+', eb.ref('excluded.comments')),
        })),
      )
      .execute();
  }
}

/**
 * Rebuilds the rollups from the rows they count: for the given videos, or for every video when none are
 * given (the seeder). Beside `recountVideos`, for the same reasons (a deleted member's ratings go).
 */
export async function rebuildDailyStats(db: Executor, videoIds?: number[]): Promise<void> {
  if (videoIds?.length === 0) return;
  const chunks = videoIds
    ? Array.from({ length: Math.ceil(videoIds.length / CHUNK) }, (_, i) =>
        videoIds.slice(i * CHUNK, (i + 1) * CHUNK),
      )
    : [undefined];
  for (const ids of chunks) {
    const only = ids ? sql`video_id in (${sql.join(ids)})` : sql`true`;
    await sql`delete from video_daily_stats where ${only}`.execute(db);
    await sql`insert into video_daily_stats (day, video_id, views)
      select substr(viewed_at, 1, 10), video_id, count(*) from video_views where ${only}
      group by substr(viewed_at, 1, 10), video_id`.execute(db);
    await sql`insert into video_daily_stats (day, video_id, ratings, rating_sum)
      select substr(created_at, 1, 10), video_id, count(*), sum(rating) from ratings where ${only}
      group by substr(created_at, 1, 10), video_id
      on conflict (day, video_id) do update set ratings = excluded.ratings, rating_sum = excluded.rating_sum`.execute(
      db,
    );
    await sql`insert into video_daily_stats (day, video_id, comments)
      select substr(created_at, 1, 10), video_id, count(*) from comments where ${only}
      group by substr(created_at, 1, 10), video_id
      on conflict (day, video_id) do update set comments = excluded.comments`.execute(db);
  }
}
