import { sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';

/**
 * What a video's delete takes with it, kept whole in its audit row so that the delete can be undone
 * (docs/decisions/0055): the video's row and every row that hangs off it. Neighbours and media jobs are left
 * out: the first are rebuilt by their own job, the second describe work already done on files that stay.
 */
export interface VideoSnapshot {
  row: Record<string, unknown>;
  links: Partial<Record<VideoLinkTable, Record<string, unknown>[]>>;
}

type Row = Record<string, unknown>;

/** The tables restored after the video's row, in an order that puts each row after what it points at. */
const LINK_TABLES = [
  'video_categories',
  'video_actors',
  'playlist_movies',
  'favourites',
  'ratings',
  'video_views',
  'video_daily_stats',
  'comments',
  'comment_reports',
  'watch_history',
  'video_captions',
] as const satisfies readonly (keyof Database)[];

type VideoLinkTable = (typeof LINK_TABLES)[number];

/**
 * The rows a restored link needs to exist still: a member who has gone takes their favourite with them, a
 * playlist that has gone its entry. A null reference (an anonymous view or comment) needs nothing.
 */
const NEEDS: Partial<
  Record<VideoLinkTable, [column: string, table: 'members' | 'categories' | 'actors' | 'playlists'][]>
> = {
  video_categories: [['category_id', 'categories']],
  video_actors: [['actor_id', 'actors']],
  playlist_movies: [['playlist_id', 'playlists']],
  favourites: [['member_id', 'members']],
  ratings: [['member_id', 'members']],
  video_views: [['member_id', 'members']],
  comments: [['member_id', 'members']],
  comment_reports: [['member_id', 'members']],
  watch_history: [['member_id', 'members']],
};

/** Rows are written in slices, well under either engine's limit on bound values. */
const INSERT_SLICE = 100;

export async function takeVideoSnapshot(tx: Tx, id: number): Promise<VideoSnapshot | undefined> {
  const row = (await tx.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst()) as
    Row | undefined;
  if (!row) return undefined;
  const links: VideoSnapshot['links'] = {};
  for (const table of LINK_TABLES) {
    const rows =
      table === 'comment_reports'
        ? await tx
            .selectFrom('comment_reports')
            .selectAll()
            .where('comment_id', 'in', tx.selectFrom('comments').select('id').where('video_id', '=', id))
            .orderBy('id')
            .execute()
        : await tx
            .selectFrom(table)
            .selectAll()
            .where(sql.ref(`${table}.video_id`), '=', id)
            .execute();
    if (rows.length > 0) links[table] = rows;
  }
  return { row, links };
}

/** Whether the video's id or external id is in use again, so that it cannot come back under them. */
export async function videoTaken(tx: Tx, id: number, externalId: string): Promise<boolean> {
  const row = await tx
    .selectFrom('videos')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', id), eb('wmc_external_id', '=', externalId)]))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Puts a deleted video back under its old id with what still has somewhere to hang: links to stars,
 * categories, playlists and members that have gone since stay out. Answers the playlists and members whose
 * pages change, for their cache tags.
 */
export async function restoreVideoSnapshot(
  tx: Tx,
  snapshot: VideoSnapshot,
): Promise<{ playlistIds: number[]; memberIds: string[] }> {
  await tx
    .insertInto('videos')
    .values(snapshot.row as never)
    .execute();
  const restoredComments = new Set<unknown>();
  const playlistIds: number[] = [];
  const memberIds = new Set<string>();
  for (const table of LINK_TABLES) {
    let rows = snapshot.links[table] ?? [];
    for (const [column, owner] of NEEDS[table] ?? []) rows = await whereStill(tx, rows, column, owner);
    if (table === 'comment_reports') rows = rows.filter((r) => restoredComments.has(r.comment_id));
    for (let at = 0; at < rows.length; at += INSERT_SLICE) {
      await tx
        .insertInto(table)
        .values(rows.slice(at, at + INSERT_SLICE))
        .execute();
    }
    for (const r of rows) {
      if (table === 'comments') restoredComments.add(r.id);
      if (table === 'playlist_movies') playlistIds.push(Number(r.playlist_id));
      if (table !== 'video_views' && typeof r.member_id === 'string') memberIds.add(r.member_id);
    }
  }
  // The delete took one off each playlist's count per entry; give them back.
  for (const playlistId of playlistIds) {
    await tx
      .updateTable('playlists')
      .set((eb) => ({ video_count: eb('video_count', '+', 1) }))
      .where('id', '=', playlistId)
      .execute();
  }
  return { playlistIds: [...new Set(playlistIds)], memberIds: [...memberIds] };
}

async function whereStill(
  tx: Tx,
  rows: readonly Row[],
  column: string,
  owner: 'members' | 'categories' | 'actors' | 'playlists',
): Promise<Row[]> {
  const wanted = [...new Set(rows.map((r) => r[column]).filter((v) => v !== null && v !== undefined))];
  const present = new Set<unknown>();
  for (let at = 0; at < wanted.length; at += INSERT_SLICE) {
    const found = await tx
      .selectFrom(owner)
      .select('id')
      .where('id', 'in', wanted.slice(at, at + INSERT_SLICE) as never[])
      .execute();
    for (const f of found) present.add(f.id);
  }
  return rows.filter((r) => r[column] === null || r[column] === undefined || present.has(r[column]));
}
