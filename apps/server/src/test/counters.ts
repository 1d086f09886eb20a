import { expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The counters on a video equal the rows they count. */
export async function expectCountersMatchRows(db: Kysely<Database>, videoId: number): Promise<void> {
  const video = await db
    .selectFrom('videos')
    .select(['rating_count', 'rating_sum', 'comment_count', 'favourite_count', 'view_count'])
    .where('id', '=', videoId)
    .executeTakeFirstOrThrow();
  const count = async (table: 'ratings' | 'comments' | 'favourites' | 'video_views') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('video_id', '=', videoId)
          .executeTakeFirstOrThrow()
      ).n,
    );
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
