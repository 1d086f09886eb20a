import type { DatabaseHandle } from '../db/database.js';

/** A write the server acknowledged: the database must hold it after a crash, a backup or a restore. */
export type Ack =
  | { kind: 'rating'; memberId: string; videoId: number; rating: number }
  | { kind: 'favourite'; memberId: string; videoId: number }
  | { kind: 'view'; memberId: string; videoId: number }
  | { kind: 'comment'; id: string }
  | { kind: 'playlist'; playlistId: number; entryId: number; videoId: number };

/** Whether the database holds what the acknowledged write wrote. */
export async function present(db: DatabaseHandle['db'], ack: Ack): Promise<boolean> {
  switch (ack.kind) {
    case 'rating':
      return (
        (
          await db
            .selectFrom('ratings')
            .select('rating')
            .where('member_id', '=', ack.memberId)
            .where('video_id', '=', ack.videoId)
            .executeTakeFirst()
        )?.rating === ack.rating
      );
    case 'favourite':
      return memberVideoRowExists(db, 'favourites', ack);
    case 'view':
      return memberVideoRowExists(db, 'video_views', ack);
    case 'comment':
      return (
        (await db.selectFrom('comments').select('id').where('id', '=', ack.id).executeTakeFirst()) !==
        undefined
      );
    case 'playlist':
      return (
        (await db
          .selectFrom('playlist_movies')
          .select('id')
          .where('id', '=', ack.entryId)
          .where('playlist_id', '=', ack.playlistId)
          .where('video_id', '=', ack.videoId)
          .executeTakeFirst()) !== undefined
      );
  }
}

async function memberVideoRowExists(
  db: DatabaseHandle['db'],
  table: 'favourites' | 'video_views',
  ack: { memberId: string; videoId: number },
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('member_id', '=', ack.memberId)
    .where('video_id', '=', ack.videoId)
    .executeTakeFirst();
  return row !== undefined;
}
