import { expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The tables whose rows belong to one video. */
type VideoRowTable = 'ratings' | 'comments' | 'favourites' | 'video_views' | 'view_inbox' | 'playlist_movies';

/** How many rows a table holds, or, given a video, how many of them are that video's. */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number>;
export async function countRows(db: Kysely<Database>, table: VideoRowTable, videoId: number): Promise<number>;
export async function countRows(
  db: Kysely<Database>,
  table: keyof Database,
  videoId?: number,
): Promise<number> {
  let query = db.selectFrom(table as VideoRowTable).select((eb) => eb.fn.countAll<number>().as('n'));
  if (videoId !== undefined) query = query.where('video_id', '=', videoId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The counters on a video equal the rows they count. */
export async function expectCountersMatchRows(db: Kysely<Database>, videoId: number): Promise<void> {
  const video = await db
    .selectFrom('videos')
    .select(['rating_count', 'rating_sum', 'comment_count', 'favourite_count', 'view_count'])
    .where('id', '=', videoId)
    .executeTakeFirstOrThrow();
  const count = (table: VideoRowTable) => countRows(db, table, videoId);
  const sum = await db
    .selectFrom('ratings')
    .select((eb) => eb.fn.sum<number>('rating').as('s'))
    .where('video_id', '=', videoId)
    .executeTakeFirstOrThrow();
  expect(video).toEqual({
    rating_count: await count('ratings'),
    rating_sum: Number(sum.s ?? 0),
    comment_count: await count('comments'),
    favourite_count: await count('favourites'),
    view_count: await count('video_views'),
  });
}
