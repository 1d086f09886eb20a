import type { Playlist } from '@starlane/contract';
import { NotFoundError } from '../http/errors.js';
import type { MemberRepository } from '../members/members.repository.js';
import type { Page } from '../videos/videos.repository.js';
import type { PlaylistRepository } from './playlists.repository.js';

export class PlaylistService {
  constructor(
    private readonly playlists: PlaylistRepository,
    private readonly members: MemberRepository,
  ) {}

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
}
