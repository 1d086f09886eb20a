import { PLAYLIST_NAME_MAX, type Playlist } from '@starlane/contract';
import type { SessionMember } from '../accounts/accounts.repository.js';
import type { Clock } from '../deps.js';
import { BadRequestError, ForbiddenError, NotFoundError } from '../http/errors.js';
import type { MemberRepository } from '../members/members.repository.js';
import type { Page, VideoRepository } from '../videos/videos.repository.js';
import type { PlaylistRepository } from './playlists.repository.js';

export const PLAYLIST_NAME_MESSAGE = `A playlist name has 1 to ${PLAYLIST_NAME_MAX} characters`;

/** Trims and checks a playlist name: 1 to 50 characters (the spec's hint, enforced). */
export function playlistName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length === 0 || name.length > PLAYLIST_NAME_MAX) {
    throw new BadRequestError(PLAYLIST_NAME_MESSAGE, { name: [PLAYLIST_NAME_MESSAGE] });
  }
  return name;
}

export class PlaylistService {
  constructor(
    private readonly playlists: PlaylistRepository,
    private readonly members: MemberRepository,
    private readonly videos: VideoRepository,
    private readonly clock: Clock,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  /** Only the owner changes a playlist: 404 when it does not exist, 403 when it is someone else's. */
  private async authorise(member: SessionMember, playlistId: number): Promise<void> {
    const owner = await this.playlists.ownerOf(playlistId);
    if (owner === undefined) throw new NotFoundError('Playlist');
    if (owner !== member.memberId) throw new ForbiddenError('This playlist is not yours to change');
  }

  list(page: Page): Promise<Playlist[]> {
    return this.playlists.list(page);
  }

  async get(id: number): Promise<Playlist> {
    const playlist = await this.playlists.find(id);
    if (!playlist) throw new NotFoundError('Playlist');
    return playlist;
  }

  async byMember(memberId: string): Promise<Playlist[]> {
    if (!(await this.members.findSummary(memberId))) throw new NotFoundError('Member');
    return this.playlists.listByMember(memberId);
  }

  mine(member: SessionMember): Promise<Playlist[]> {
    return this.playlists.listByMember(member.memberId);
  }

  async create(member: SessionMember, rawName: string): Promise<Playlist> {
    const id = await this.playlists.create(member.memberId, playlistName(rawName), this.now());
    return this.get(id);
  }

  async rename(member: SessionMember, playlistId: number, rawName: string): Promise<Playlist> {
    await this.authorise(member, playlistId);
    await this.playlists.rename(playlistId, playlistName(rawName), this.now());
    return this.get(playlistId);
  }

  async remove(member: SessionMember, playlistId: number): Promise<void> {
    await this.authorise(member, playlistId);
    await this.playlists.remove(playlistId);
  }

  async addVideo(member: SessionMember, playlistId: number, videoPublicId: string) {
    await this.authorise(member, playlistId);
    const videoId = await this.videos.resolveId(videoPublicId);
    if (videoId === undefined) throw new NotFoundError('Video');
    return this.playlists.addVideo(playlistId, videoId, this.now());
  }

  async removeVideo(member: SessionMember, playlistId: number, entryId: number): Promise<void> {
    await this.authorise(member, playlistId);
    if (!(await this.playlists.removeEntry(playlistId, entryId, this.now()))) {
      throw new NotFoundError('Playlist entry');
    }
  }
}
