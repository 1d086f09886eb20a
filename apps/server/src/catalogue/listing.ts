import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { VideoListItem } from '@starlane/contract';
import type { Database } from '../db/schema.js';
import { IS_PUBLISHED } from './publication.js';
import { VIDEO_LIST_COLUMNS, toVideoListItem, type VideoListRow } from './rows.js';

/** Every public listing of videos starts here: the list columns of the published videos. */
export function publishedVideoList(
  db: Kysely<Database>,
): SelectQueryBuilder<Database, 'videos', VideoListRow> {
  return db.selectFrom('videos').select(VIDEO_LIST_COLUMNS).where(IS_PUBLISHED);
}

/** The list items a listing query answers. */
export async function videoListItems<TB extends keyof Database>(
  query: SelectQueryBuilder<Database, TB, VideoListRow>,
): Promise<VideoListItem[]> {
  const rows = await query.execute();
  return rows.map(toVideoListItem);
}
