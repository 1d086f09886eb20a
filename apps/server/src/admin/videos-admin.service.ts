import type {
  AdminDone,
  AdminPage,
  AdminVideo,
  AdminVideoDetail,
  AdminVideoUpdate,
} from '@starlane/contract';
import type { Page } from '../db/paging.js';
import { BadRequestError, ConflictError, found } from '../errors.js';
import { holdReason } from '../catalogue/index.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { SessionMember } from '../security/session.plugin.js';
import type { VideoFilter, VideosAdminRepository } from './videos-admin.repository.js';
import { PICTURE_WIDTHS } from './pictures.js';
import { restoreVideoSnapshot, takeVideoSnapshot, videoTaken, type VideoSnapshot } from './video-snapshot.js';
import { done, staffOf } from './staff.js';
import { StaffService, type StaffTools } from './staff-service.js';

/**
 * Staff work on videos. Each change runs in one transaction with its audit row; the cache tags of what it
 * changed are bumped once it has committed.
 */
export class VideosAdminService extends StaffService {
  constructor(
    private readonly content: VideosAdminRepository,
    tools: StaffTools,
  ) {
    super(tools);
  }

  listVideos(member: SessionMember | null, filter: VideoFilter, page: Page): Promise<AdminPage<AdminVideo>> {
    staffOf(member);
    return this.content.listVideos(filter, page);
  }

  async video(member: SessionMember | null, id: number): Promise<AdminVideoDetail> {
    staffOf(member);
    return found(await this.content.videoDetail(id), 'Video');
  }

  async updateVideo(
    member: SessionMember | null,
    id: number,
    input: AdminVideoUpdate,
  ): Promise<AdminVideoDetail> {
    const actor = staffOf(member);
    const categoryIds = [...new Set(input.categoryIds)].sort((a, b) => a - b);
    const starIds = [...new Set(input.starIds)].sort((a, b) => a - b);
    const at = this.now();
    await this.transaction(async (tx) => {
      const before = found(await this.content.videoFields(tx, id), 'Video');
      const [categories, stars] = await Promise.all([
        this.content.existing(tx, 'categories', categoryIds),
        this.content.existing(tx, 'actors', starIds),
      ]);
      const unknownCategory = categoryIds.find((c) => !categories.has(c));
      const unknownStar = starIds.find((s) => !stars.has(s));
      if (unknownCategory !== undefined || unknownStar !== undefined) {
        const message = 'Choose categories and stars that exist';
        throw new BadRequestError(message, {
          ...(unknownCategory !== undefined ? { categoryIds: [`no category ${unknownCategory}`] } : {}),
          ...(unknownStar !== undefined ? { starIds: [`no star ${unknownStar}`] } : {}),
        });
      }
      await this.content.updateVideo(tx, id, { ...input, categoryIds, starIds });
      const after = found(await this.content.videoFields(tx, id), 'Video');
      await this.audit.record(tx, actor, at, {
        action: 'video.update',
        objectType: 'video',
        objectId: id,
        before,
        after,
      });
    });
    await this.versions.bump(
      cacheTags.video(id),
      cacheTags.comments(id),
      cacheTags.catalogue,
      cacheTags.toplists,
    );
    return found(await this.content.videoDetail(id), 'Video');
  }

  async setVideoThumbnail(
    member: SessionMember | null,
    id: number,
    dataUrl: string,
  ): Promise<AdminVideoDetail> {
    const actor = staffOf(member);
    found(await this.content.videoDetail(id), 'Video');
    const url = await this.storePicture('thumbnails', dataUrl, PICTURE_WIDTHS.thumbnail);
    await this.transaction(async (tx) => {
      const before = found(await this.content.videoFields(tx, id), 'Video');
      await this.content.setVideoThumbnail(tx, id, url);
      await this.audit.record(tx, actor, this.now(), {
        action: 'video.thumbnail',
        objectType: 'video',
        objectId: id,
        before: { thumbnail: before.thumbnail },
        after: { thumbnail: url },
      });
    });
    await this.versions.bump(cacheTags.video(id), cacheTags.catalogue, cacheTags.toplists);
    return found(await this.content.videoDetail(id), 'Video');
  }

  async setVideoStatus(
    member: SessionMember | null,
    id: number,
    status: 'published' | 'unpublished',
  ): Promise<AdminDone> {
    const actor = staffOf(member);
    await this.transaction(async (tx) => {
      const before = found(await this.content.videoFields(tx, id), 'Video');
      if (status === 'published') {
        // A notice's videos come back only through the notice (docs/decisions/0055).
        const hold = await this.content.lockedDmcaHold(tx, id);
        if (hold) throw new ConflictError(holdReason(hold));
      }
      await this.content.setVideoStatus(tx, id, status);
      await this.audit.record(tx, actor, this.now(), {
        action: status === 'published' ? 'video.publish' : 'video.unpublish',
        objectType: 'video',
        objectId: id,
        before: { status: before.status },
        after: { status },
      });
    });
    await this.versions.bump(
      cacheTags.video(id),
      cacheTags.comments(id),
      cacheTags.catalogue,
      cacheTags.toplists,
    );
    return done(status === 'published' ? 'Video published' : 'Video unpublished');
  }

  /**
   * Deletes a video; playlists, favourites, ratings and comments of it go with it, all kept in the audit row
   * so that the delete can be undone from the audit log (docs/decisions/0055).
   */
  async deleteVideo(member: SessionMember | null, id: number): Promise<AdminDone> {
    const actor = staffOf(member);
    const changed = await this.transaction(async (tx) => {
      const fields = found(await this.content.videoFields(tx, id), 'Video');
      const snapshot = found(await takeVideoSnapshot(tx, id), 'Video');
      const result = await this.content.deleteVideo(tx, id);
      await this.audit.record(tx, actor, this.now(), {
        action: 'video.delete',
        objectType: 'video',
        objectId: id,
        before: { ...fields, snapshot },
        after: null,
      });
      return result;
    });
    await this.bumpVideo(id, changed);
    return done('Video deleted. Undo it from the audit log.');
  }

  /**
   * Undoes a video's delete from its audit entry: the video comes back under its old id and external id (its
   * page with it) with what still has somewhere to hang. Once only; 409 when its id or external id is taken.
   */
  async undo(member: SessionMember | null, entryId: number): Promise<AdminDone> {
    const actor = staffOf(member);
    const at = this.now();
    const restored = await this.transaction(async (tx) => {
      const entry = await this.entryToUndo(tx, entryId, ['video.delete']);
      const snapshot = (entry.before as { snapshot?: VideoSnapshot } | null)?.snapshot;
      if (!snapshot) throw new ConflictError('This entry was recorded before undo was possible');
      const id = Number(snapshot.row.id);
      const externalId = String(snapshot.row.wmc_external_id);
      if (await videoTaken(tx, id, externalId)) {
        throw new ConflictError(`Its old id or external id (${externalId}) is in use again`);
      }
      const changed = await restoreVideoSnapshot(tx, snapshot);
      await this.recordUndo(tx, actor, at, entryId, {
        action: 'video.undelete',
        objectType: 'video',
        objectId: id,
        before: null,
        after: {
          restored: { id, wmcExternalId: externalId, title: String(snapshot.row.title) },
          undoes: entryId,
        },
      });
      return { id, changed };
    });
    await this.bumpVideo(restored.id, restored.changed);
    return done('Delete undone');
  }

  private async bumpVideo(
    id: number,
    changed: { playlistIds: number[]; memberIds: string[] },
  ): Promise<void> {
    await this.versions.bump(
      cacheTags.video(id),
      cacheTags.comments(id),
      cacheTags.catalogue,
      cacheTags.toplists,
      cacheTags.playlists,
      ...changed.playlistIds.map((p) => cacheTags.playlist(p)),
      ...changed.memberIds.map((m) => cacheTags.member(m)),
    );
  }
}
