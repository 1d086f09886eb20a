import { sql, type Kysely } from 'kysely';
import type { AdminPage, AdminPlaylist } from '@starlane/contract';
import { pageAndTotal, type Page } from '../db/paging.js';
import type { Database } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import { PLAYLIST_HEAD_COLUMNS } from '../playlists/index.js';
import { lowerLike } from './search-text.js';

export interface PlaylistFilter {
  q?: string | undefined;
  curated?: 'true' | 'false' | undefined;
  sort?: 'featured' | 'newest' | 'name' | 'videos' | undefined;
  dir?: 'asc' | 'desc' | undefined;
}

/** Every member's playlists as staff list them (docs/decisions/0055). */
export class PlaylistsAdminRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private base(db: Executor = this.db) {
    return db.selectFrom('playlists').innerJoin('members', 'members.id', 'playlists.member_id');
  }

  async list(filter: PlaylistFilter, page: Page): Promise<AdminPage<AdminPlaylist>> {
    let query = this.base();
    if (filter.q) {
      query = query.where((eb) =>
        eb.or([
          lowerLike(sql.ref('playlists.name'), filter.q!),
          lowerLike(sql.ref('members.user_name'), filter.q!),
        ]),
      );
    }
    if (filter.curated) query = query.where('playlists.curated', '=', filter.curated === 'true' ? 1 : 0);
    const sort = filter.sort ?? 'featured';
    const dir = filter.dir ?? (sort === 'name' || sort === 'featured' ? 'asc' : 'desc');
    const selected = query.select([
      ...PLAYLIST_HEAD_COLUMNS,
      'playlists.feature_order',
      'playlists.created_at',
    ]);
    const ordered =
      sort === 'featured'
        ? // The curated ones first in their feature order, then the rest newest first.
          selected
            .orderBy('playlists.curated', dir === 'asc' ? 'desc' : 'asc')
            .orderBy('playlists.feature_order', dir)
            .orderBy('playlists.id', 'desc')
        : selected
            .orderBy(
              ({ newest: 'playlists.id', name: 'playlists.name', videos: 'playlists.video_count' } as const)[
                sort
              ],
              dir,
            )
            .orderBy('playlists.id', dir);
    return pageAndTotal(ordered, query, page, (row) => ({
      id: row.id,
      name: row.name,
      memberId: row.member_id,
      memberName: row.user_name,
      videoCount: row.video_count,
      curated: row.curated === 1,
      featureOrder: row.curated === 1 ? row.feature_order : null,
      createdAt: row.created_at,
    }));
  }

  /** What the audit log keeps of a playlist; undefined when there is none. */
  async head(
    db: Executor,
    id: number,
  ): Promise<{ name: string; memberId: string; curated: boolean; featureOrder: number | null } | undefined> {
    const row = await db
      .selectFrom('playlists')
      .select(['name', 'member_id', 'curated', 'feature_order'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? {
          name: row.name,
          memberId: row.member_id,
          curated: row.curated === 1,
          featureOrder: row.curated === 1 ? row.feature_order : null,
        }
      : undefined;
  }
}
