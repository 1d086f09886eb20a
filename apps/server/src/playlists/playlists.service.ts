import {
  MESSAGES,
  PLAYLIST_NAME_MAX,
  type Playlist,
  type AccountExport,
  type PlaylistAddResult,
  type VideoListItem,
} from '@starlane/contract';
import type { MemberData } from '../catalogue/index.js';
import type { Page } from '../db/paging.js';
import type { RunInTransaction, Tx } from '../db/transaction.js';
import { BadRequestError, ForbiddenError, NotFoundError, found } from '../errors.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { Clock } from '../infra/clock.js';
import type { Versions } from '../infra/versions.js';
import type { SessionMember } from '../security/session.plugin.js';
import type { MemberService } from '../members/index.js';
import type { VideoService } from '../videos/index.js';
import type { PlaylistRepository } from './playlists.repository.js';

/** Trims and checks a playlist name: 1 to 50 characters (the spec's hint, enforced). */
function playlistName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length === 0 || name.length > PLAYLIST_NAME_MAX) {
    throw new BadRequestError(MESSAGES.playlistNameRule, { name: [MESSAGES.playlistNameRule] });
  }
  return name;
}

export class PlaylistService implements MemberData<'playlists'> {
  constructor(
    private readonly playlists: PlaylistRepository,
    private readonly members: Pick<MemberService, 'summary'>,
    private readonly videos: Pick<VideoService, 'idOf'>,
    private readonly transaction: RunInTransaction,
    private readonly versions: Versions,
    private readonly clock: Clock,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  /**
   * A playlist changed: its page, its owner's page and the listing of every playlist show it. Video
   * answers do not show playlists, so no video is bumped.
   */
  private changed(member: SessionMember, playlistId: number): Promise<void> {
    return this.versions.bump(
      cacheTags.playlist(playlistId),
      cacheTags.member(member.memberId),
      cacheTags.playlists,
    );
  }

  /** Only the owner changes a playlist: 404 when it does not exist, 403 when it is someone else's. */
  private async authorise(member: SessionMember, playlistId: number): Promise<void> {
    const owner = found(await this.playlists.ownerOf(playlistId), 'Playlist');
    if (owner !== member.memberId) throw new ForbiddenError('This playlist is not yours to change');
  }

  list(page: Page): Promise<Playlist[]> {
    return this.playlists.list(page);
  }

  /** A playlist's videos in playlist order; 404 only when an empty answer is because there is no playlist. */
  async listVideos(playlistId: number, amount: number): Promise<VideoListItem[]> {
    const videos = await this.playlists.listVideos(playlistId, amount);
    if (videos.length === 0 && (await this.playlists.ownerOf(playlistId)) === undefined)
      throw new NotFoundError('Playlist');
    return videos;
  }

  async get(id: number): Promise<Playlist> {
    return found(await this.playlists.find(id), 'Playlist');
  }

  async byMember(memberId: string): Promise<Playlist[]> {
    await this.members.summary(memberId);
    return this.playlists.listByMember(memberId);
  }

  mine(member: SessionMember): Promise<Playlist[]> {
    return this.playlists.listByMember(member.memberId);
  }

  async create(member: SessionMember, rawName: string): Promise<Playlist> {
    const id = await this.playlists.create(member.memberId, playlistName(rawName), this.now());
    await this.changed(member, id);
    return this.get(id);
  }

  async rename(member: SessionMember, playlistId: number, rawName: string): Promise<Playlist> {
    await this.authorise(member, playlistId);
    await this.playlists.rename(playlistId, playlistName(rawName), this.now());
    await this.changed(member, playlistId);
    return this.get(playlistId);
  }

  /**
   * Premium members curate their own playlists, staff any playlist (docs/decisions/0027, 0055): curated ones
   * are labelled wherever they appear and listed first, in the order staff give them.
   */
  async setCurated(member: SessionMember, playlistId: number, curated: boolean): Promise<Playlist> {
    if (member.role !== 'staff' && member.role !== 'premium') {
      throw new ForbiddenError('Only staff and premium members curate playlists');
    }
    if (member.role === 'staff') found(await this.playlists.ownerOf(playlistId), 'Playlist');
    else await this.authorise(member, playlistId);
    await this.playlists.setCurated(playlistId, curated);
    const playlist = await this.get(playlistId);
    await this.versions.bump(
      cacheTags.playlist(playlistId),
      cacheTags.member(playlist.memberId),
      cacheTags.playlists,
    );
    return playlist;
  }

  async remove(member: SessionMember, playlistId: number): Promise<void> {
    await this.authorise(member, playlistId);
    await this.playlists.remove(playlistId);
    await this.changed(member, playlistId);
  }

  /** Adds a video once: adding it again answers the entry it already has. */
  async addVideo(
    member: SessionMember,
    playlistId: number,
    videoPublicId: string,
  ): Promise<PlaylistAddResult> {
    await this.authorise(member, playlistId);
    const videoId = await this.videos.idOf(videoPublicId);
    const at = this.now();
    const result = await this.transaction((tx) => this.playlists.addVideo(tx, playlistId, videoId, at));
    if (result.added) await this.changed(member, playlistId);
    return result;
  }

  async removeVideo(member: SessionMember, playlistId: number, entryId: number): Promise<void> {
    await this.authorise(member, playlistId);
    const at = this.now();
    if (!(await this.transaction((tx) => this.playlists.removeEntry(tx, playlistId, entryId, at)))) {
      throw new NotFoundError('Playlist entry');
    }
    await this.changed(member, playlistId);
  }

  async exportFor(memberId: string): Promise<Pick<AccountExport, 'playlists'>> {
    return { playlists: await this.playlists.exportFor(memberId) };
  }

  /** The member's playlists go: their pages and the listing of every playlist change. */
  async eraseFor(tx: Tx, memberId: string): Promise<string[]> {
    const ids = await this.playlists.eraseFor(tx, memberId);
    return [cacheTags.playlists, ...ids.map((id) => cacheTags.playlist(id))];
  }
}
