import type { Executor } from '../db/transaction.js';

/** Links a video to categories and stars it has no link to yet (uploads, feed imports and staff edits alike). */
export async function linkVideo(
  tx: Executor,
  videoId: number,
  categoryIds: number[],
  actorIds: number[],
): Promise<void> {
  if (categoryIds.length > 0) {
    await tx
      .insertInto('video_categories')
      .values([...new Set(categoryIds)].map((category_id) => ({ video_id: videoId, category_id })))
      .execute();
  }
  if (actorIds.length > 0) {
    await tx
      .insertInto('video_actors')
      .values([...new Set(actorIds)].map((actor_id) => ({ video_id: videoId, actor_id })))
      .execute();
  }
}

/** Replaces the video's categories, or its stars, with these; `undefined` leaves that list as it is. */
export async function relinkVideo(
  tx: Executor,
  videoId: number,
  categoryIds: number[] | undefined,
  actorIds: number[] | undefined,
): Promise<void> {
  if (categoryIds) await tx.deleteFrom('video_categories').where('video_id', '=', videoId).execute();
  if (actorIds) await tx.deleteFrom('video_actors').where('video_id', '=', videoId).execute();
  await linkVideo(tx, videoId, categoryIds ?? [], actorIds ?? []);
}
