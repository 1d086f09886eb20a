import type { AdminDone, AdminPage, AdminPlaylist } from '@starlane/contract';
import type { Page } from '../db/paging.js';
import { ConflictError, found } from '../errors.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { PlaylistRepository } from '../playlists/index.js';
import type { SessionMember } from '../security/session.plugin.js';
import type { PlaylistFilter, PlaylistsAdminRepository } from './playlists-admin.repository.js';
import { done, staffOf } from './staff.js';
import { StaffService, type StaffTools } from './staff-service.js';

/**
 * Staff curate any member's playlist and put the curated ones in order (docs/decisions/0055); each change
 * runs in one transaction with its audit row.
 */
export class PlaylistsAdminService extends StaffService {
  constructor(
    private readonly list_: PlaylistsAdminRepository,
    private readonly playlists: PlaylistRepository,
    tools: StaffTools,
  ) {
    super(tools);
  }

  list(member: SessionMember | null, filter: PlaylistFilter, page: Page): Promise<AdminPage<AdminPlaylist>> {
    staffOf(member);
    return this.list_.list(filter, page);
  }

  async curate(member: SessionMember | null, id: number, curated: boolean): Promise<AdminDone> {
    const actor = staffOf(member);
    const ownerId = await this.transaction(async (tx) => {
      const before = found(await this.list_.head(tx, id), 'Playlist');
      await this.playlists.setCurated(id, curated, tx);
      const after = found(await this.list_.head(tx, id), 'Playlist');
      await this.audit.record(tx, actor, this.now(), {
        action: curated ? 'playlist.curate' : 'playlist.uncurate',
        objectType: 'playlist',
        objectId: id,
        before: { curated: before.curated, featureOrder: before.featureOrder },
        after: { curated: after.curated, featureOrder: after.featureOrder },
      });
      return before.memberId;
    });
    await this.bump(id, ownerId);
    return { status: 200, title: curated ? 'Playlist curated' : 'Playlist no longer curated' };
  }

  async move(member: SessionMember | null, id: number, position: number): Promise<AdminDone> {
    const actor = staffOf(member);
    const ownerId = await this.transaction(async (tx) => {
      const before = found(await this.list_.head(tx, id), 'Playlist');
      if (!(await this.playlists.moveCurated(tx, id, position))) {
        throw new ConflictError('Only a curated playlist has a place in the feature order: curate it first');
      }
      const after = found(await this.list_.head(tx, id), 'Playlist');
      await this.audit.record(tx, actor, this.now(), {
        action: 'playlist.feature_order',
        objectType: 'playlist',
        objectId: id,
        before: { featureOrder: before.featureOrder },
        after: { featureOrder: after.featureOrder },
      });
      return before.memberId;
    });
    await this.bump(id, ownerId);
    return done('Feature order saved');
  }

  private bump(id: number, ownerId: string): Promise<void> {
    return this.versions.bump(cacheTags.playlist(id), cacheTags.member(ownerId), cacheTags.playlists);
  }
}
