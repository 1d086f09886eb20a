import type { Favourite } from '@starlane/contract';
import type { SessionMember } from '../accounts/accounts.repository.js';
import type { Clock } from '../deps.js';
import { NotFoundError } from '../http/errors.js';
import type { MemberRepository } from '../members/members.repository.js';
import type { VideoRepository } from '../videos/videos.repository.js';
import type { FavouriteRepository } from './favourites.repository.js';

export class FavouriteService {
  constructor(
    private readonly favourites: FavouriteRepository,
    private readonly members: MemberRepository,
    private readonly videos: VideoRepository,
    private readonly clock: Clock,
  ) {}

  async get(id: number): Promise<Favourite> {
    const favourite = await this.favourites.find(id);
    if (!favourite) throw new NotFoundError('Favourite');
    return favourite;
  }

  async byMember(memberId: string): Promise<Favourite[]> {
    if (!(await this.members.findSummary(memberId))) throw new NotFoundError('Member');
    return this.favourites.listByMember(memberId);
  }

  mine(member: SessionMember): Promise<Favourite[]> {
    return this.favourites.listByMember(member.memberId);
  }

  async toggle(member: SessionMember, videoPublicId: string): Promise<{ isFavourite: boolean }> {
    const videoId = await this.videos.resolveId(videoPublicId);
    if (videoId === undefined) throw new NotFoundError('Video');
    return {
      isFavourite: await this.favourites.toggle(member.memberId, videoId, this.clock.now().toISOString()),
    };
  }
}
