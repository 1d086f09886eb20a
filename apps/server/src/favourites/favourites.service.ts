import type { AccountExport, Favourite, FavouriteToggleResult } from '@starlane/contract';
import type { MemberData } from '../catalogue/index.js';
import type { RunInTransaction, Tx } from '../db/transaction.js';
import { found } from '../errors.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { Clock } from '../infra/clock.js';
import type { Versions } from '../infra/versions.js';
import type { SessionMember } from '../security/session.plugin.js';
import type { MemberService } from '../members/index.js';
import type { VideoService } from '../videos/index.js';
import type { FavouriteRepository } from './favourites.repository.js';

export class FavouriteService implements MemberData<'favourites'> {
  constructor(
    private readonly favourites: FavouriteRepository,
    private readonly members: Pick<MemberService, 'summary'>,
    private readonly videos: Pick<VideoService, 'idOf'>,
    private readonly transaction: RunInTransaction,
    private readonly versions: Versions,
    private readonly clock: Clock,
  ) {}

  async get(id: number): Promise<Favourite> {
    return found(await this.favourites.find(id), 'Favourite');
  }

  async byMember(memberId: string): Promise<Favourite[]> {
    await this.members.summary(memberId);
    return this.favourites.listByMember(memberId);
  }

  mine(member: SessionMember): Promise<Favourite[]> {
    return this.favourites.listByMember(member.memberId);
  }

  async toggle(member: SessionMember, videoPublicId: string): Promise<FavouriteToggleResult> {
    const videoId = await this.videos.idOf(videoPublicId);
    const at = this.clock.now().toISOString();
    const isFavourite = await this.transaction((tx) =>
      this.favourites.toggle(tx, member.memberId, videoId, at),
    );
    // The video's favourite count and the member's favourites change.
    await this.versions.bump(cacheTags.video(videoId), cacheTags.member(member.memberId));
    return { isFavourite };
  }

  async exportFor(memberId: string): Promise<Pick<AccountExport, 'favourites'>> {
    return { favourites: await this.favourites.exportFor(memberId) };
  }

  /** The member's favourites go: their videos show one favourite fewer each. */
  async eraseFor(tx: Tx, memberId: string): Promise<string[]> {
    const videoIds = await this.favourites.eraseFor(tx, memberId);
    return videoIds.map((id) => cacheTags.video(id));
  }
}
