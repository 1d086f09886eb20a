import { sql, type Kysely } from 'kysely';
import { engineOf } from '../db/dialect.js';
import { jsonArrayFrom, rowsOfJson } from '../db/json-array.js';
import { prepared } from '../db/prepared.js';
import type { AccountExport, Playlist, PlaylistAddResult, VideoListItem } from '@starlane/contract';
import { offsetOf, type Page } from '../db/paging.js';
import type { Database } from '../db/schema.js';
import { lockRow } from '../db/locks.js';
import type { Executor, Tx } from '../db/transaction.js';
import {
  MOVIE_REF_COLUMNS,
  publishedVideoList,
  toMovieRef,
  toVideoListItem,
  type VideoListRow,
} from '../catalogue/index.js';

const PLAYLIST_PREVIEW_COUNT = 5;

interface PlaylistHead {
  id: number;
  name: string;
  member_id: string;
  user_name: string;
  video_count: number;
  curated: number;
}

interface EntryRow {
  entry_id: number;
  playlist_id: number;
  video_id: number;
  wmc_external_id: string;
  title: string;
  thumbnail: string;
}

function toPlaylist(head: PlaylistHead, entries: EntryRow[]): Playlist {
  return {
    id: head.id,
    name: head.name,
    memberId: head.member_id,
    memberName: head.user_name,
    videoCount: head.video_count,
    playlistMovies: entries.map((e) => ({ id: e.entry_id, movie: toMovieRef(e) })),
    curated: head.curated === 1,
  };
}

/** A playlist's head, with its owner's name: what every listing of playlists shows (staff's too). */
export const PLAYLIST_HEAD_COLUMNS = [
  'playlists.id',
  'playlists.name',
  'playlists.member_id',
  'members.user_name',
  'playlists.video_count',
  'playlists.curated',
] as const;

export class PlaylistRepository {
  /** A playlist's page reads it with its entries on every visit: compiled once (db/prepared.ts). */
  private readonly withEntries;
  /** Its videos as a listing (`/api/video/getbyplaylist`), compiled once too. */
  private readonly videosOf;

  constructor(private readonly db: Kysely<Database>) {
    this.withEntries = prepared<{ id: number }, PlaylistHead & { entries: EntryRow[] | string }>(db, (p) =>
      this.heads()
        .select((eb) =>
          jsonArrayFrom(
            engineOf(db),
            this.entries()
              .whereRef('playlist_movies.playlist_id', '=', eb.ref('playlists.id'))
              .orderBy('playlist_movies.id'),
          ).as('entries'),
        )
        .where('playlists.id', '=', p('id')),
    );
    this.videosOf = prepared<{ playlistId: number; amount: number }, VideoListRow>(db, (p) =>
      publishedVideoList(db)
        .innerJoin('playlist_movies', 'playlist_movies.video_id', 'videos.id')
        .where('playlist_movies.playlist_id', '=', p('playlistId'))
        .orderBy('playlist_movies.id', 'asc')
        .limit(p('amount')),
    );
  }

  private heads() {
    return this.db
      .selectFrom('playlists')
      .innerJoin('members', 'members.id', 'playlists.member_id')
      .select(PLAYLIST_HEAD_COLUMNS);
  }

  /**
   * Entries of published videos only: the others are kept, and come back with their video (the playlist's
   * video_count counts every entry).
   */
  private entries() {
    return this.db
      .selectFrom('playlist_movies')
      .innerJoin('videos', 'videos.id', 'playlist_movies.video_id')
      .select(['playlist_movies.id as entry_id', 'playlist_movies.playlist_id', ...MOVIE_REF_COLUMNS])
      .where('videos.status', '=', 'published');
  }

  /** A playlist's published videos in playlist order; none for a playlist that does not exist (or is empty). */
  async listVideos(playlistId: number, amount: number): Promise<VideoListItem[]> {
    const rows = await this.videosOf({ playlistId, amount });
    return rows.map(toVideoListItem);
  }

  async ownerOf(id: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('playlists')
      .select('member_id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.member_id;
  }

  /**
   * Marks a playlist curated (it goes last among the curated ones) or not (it leaves their order, which
   * closes up); no change when it is so already (docs/decisions/0055).
   */
  async setCurated(id: number, curated: boolean, db: Executor = this.db): Promise<void> {
    const order = await this.featureOrder(db);
    const at = order.indexOf(id);
    if (curated === at >= 0) return;
    await db
      .updateTable('playlists')
      .set({ curated: curated ? 1 : 0, feature_order: curated ? order.length + 1 : null })
      .where('id', '=', id)
      .execute();
    if (!curated)
      await this.writeFeatureOrder(
        db,
        order.filter((p) => p !== id),
      );
  }

  /** Moves a curated playlist to `position` (1 first; past the end means last); false when not curated. */
  async moveCurated(db: Executor, id: number, position: number): Promise<boolean> {
    const order = await this.featureOrder(db);
    if (!order.includes(id)) return false;
    const rest = order.filter((p) => p !== id);
    rest.splice(Math.min(position - 1, rest.length), 0, id);
    await this.writeFeatureOrder(db, rest);
    return true;
  }

  /** The curated playlists' ids in feature order (one without a place yet after those with one, newest first). */
  private async featureOrder(db: Executor): Promise<number[]> {
    const rows = await db
      .selectFrom('playlists')
      .select('id')
      .where('curated', '=', 1)
      .orderBy(sql`case when feature_order is null then 1 else 0 end`)
      .orderBy('feature_order')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => r.id);
  }

  private async writeFeatureOrder(db: Executor, ids: number[]): Promise<void> {
    for (const [index, id] of ids.entries()) {
      await db
        .updateTable('playlists')
        .set({ feature_order: index + 1 })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('feature_order', 'is', null), eb('feature_order', '<>', index + 1)]))
        .execute();
    }
  }

  async create(memberId: string, name: string, at: string): Promise<number> {
    const row = await this.db
      .insertInto('playlists')
      .values({ member_id: memberId, name, video_count: 0, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async rename(id: number, name: string, at: string): Promise<void> {
    await this.db.updateTable('playlists').set({ name, updated_at: at }).where('id', '=', id).execute();
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('playlists').where('id', '=', id).execute();
  }

  /** Adds a video once: adding it again returns the entry it already has. Keeps video_count in step. */
  async addVideo(tx: Tx, id: number, videoId: number, at: string): Promise<PlaylistAddResult> {
    // Parallel adds to one playlist wait for each other, so the second sees the first's entry.
    await lockRow(tx, 'playlists', id);
    const existing = await tx
      .selectFrom('playlist_movies')
      .select('id')
      .where('playlist_id', '=', id)
      .where('video_id', '=', videoId)
      .executeTakeFirst();
    if (existing) return { entryId: existing.id, added: false };
    const entry = await tx
      .insertInto('playlist_movies')
      .values({ playlist_id: id, video_id: videoId, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.countEntries(tx, id, 1, at);
    return { entryId: entry.id, added: true };
  }

  /** Removes one entry of the playlist; false when the playlist has no such entry. */
  async removeEntry(tx: Tx, id: number, entryId: number, at: string): Promise<boolean> {
    await lockRow(tx, 'playlists', id);
    const removed = await tx
      .deleteFrom('playlist_movies')
      .where('id', '=', entryId)
      .where('playlist_id', '=', id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return false;
    await this.countEntries(tx, id, -1, at);
    return true;
  }

  private async countEntries(tx: Tx, id: number, delta: number, at: string): Promise<void> {
    await tx
      .updateTable('playlists')
      .set((eb) => ({ video_count: eb('video_count', '+', delta), updated_at: at }))
      .where('id', '=', id)
      .execute();
  }

  /** Each playlist with its first `PLAYLIST_PREVIEW_COUNT` entries, in two queries whatever the page size. */
  private async withPreviews(heads: PlaylistHead[]): Promise<Playlist[]> {
    if (heads.length === 0) return [];
    const ranked = this.entries()
      .select((eb) =>
        eb.fn
          .agg<number>('row_number')
          .over((over) => over.partitionBy('playlist_movies.playlist_id').orderBy('playlist_movies.id'))
          .as('position'),
      )
      .where(
        'playlist_movies.playlist_id',
        'in',
        heads.map((h) => h.id),
      );
    const rows = await this.db
      .selectFrom(ranked.as('ranked'))
      .selectAll()
      .where('position', '<=', PLAYLIST_PREVIEW_COUNT)
      .orderBy('playlist_id')
      .orderBy('entry_id')
      .execute();
    return heads.map((head) =>
      toPlaylist(
        head,
        rows.filter((r) => r.playlist_id === head.id),
      ),
    );
  }

  /**
   * Curated playlists first (docs/decisions/0027) in the order staff gave them (docs/decisions/0055), then
   * the newest.
   */
  async list(page: Page): Promise<Playlist[]> {
    const heads = await this.heads()
      .orderBy('playlists.curated', 'desc')
      .orderBy('playlists.feature_order')
      .orderBy('playlists.id', 'desc')
      .limit(page.amount)
      .offset(offsetOf(page))
      .execute();
    return this.withPreviews(heads);
  }

  async listByMember(memberId: string): Promise<Playlist[]> {
    const heads = await this.heads()
      .where('playlists.member_id', '=', memberId)
      .orderBy('playlists.id', 'desc')
      .execute();
    return this.withPreviews(heads);
  }

  /** A playlist with its entries, in one statement (on PostgreSQL one round trip instead of two). */
  async find(id: number): Promise<Playlist | undefined> {
    const [head] = await this.withEntries({ id });
    return head ? toPlaylist(head, rowsOfJson<EntryRow>(head.entries)) : undefined;
  }

  /** The member's playlists with every entry (taken-down videos too), for their export. */
  async exportFor(memberId: string): Promise<AccountExport['playlists']> {
    const playlists = await this.db
      .selectFrom('playlists')
      .select(['id', 'name', 'created_at', 'updated_at'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();
    const entries = await this.db
      .selectFrom('playlist_movies')
      .innerJoin('videos', 'videos.id', 'playlist_movies.video_id')
      .select([
        'playlist_movies.playlist_id',
        'videos.wmc_external_id',
        'videos.title',
        'playlist_movies.created_at',
      ])
      .where('playlist_movies.playlist_id', 'in', playlists.length > 0 ? playlists.map((p) => p.id) : [-1])
      .orderBy('playlist_movies.id')
      .execute();
    return playlists.map((p) => ({
      id: p.id,
      name: p.name,
      createdAt: p.created_at,
      videos: entries
        .filter((e) => e.playlist_id === p.id)
        .map((e) => ({ wmcExternalId: e.wmc_external_id, title: e.title, addedAt: e.created_at })),
    }));
  }

  /** Deletes the member's playlists (their entries go with them); answers their ids. */
  async eraseFor(tx: Tx, memberId: string): Promise<number[]> {
    const rows = await tx.deleteFrom('playlists').where('member_id', '=', memberId).returning('id').execute();
    return rows.map((row) => row.id);
  }
}
