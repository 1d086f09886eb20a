import type { AccountExport, FollowedStar, StarFollowState, VideoListItem } from '@starlane/contract';
import type { MemberData } from '../catalogue/index.js';
import type { Page } from '../db/paging.js';
import type { Tx } from '../db/transaction.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { Clock } from '../infra/clock.js';
import type { Versions } from '../infra/versions.js';
import type { SessionMember } from '../security/session.plugin.js';
import type { ActorService } from '../actors/index.js';
import type { FollowRepository } from './follows.repository.js';

/** Members follow stars (docs/decisions/0032): a public follower count per star, a private feed per member. */
export class FollowService implements MemberData<'follows'> {
  constructor(
    private readonly follows: FollowRepository,
    private readonly actors: Pick<ActorService, 'idOf'>,
    private readonly versions: Versions,
    private readonly clock: Clock,
  ) {}

  /** The star's follower count, and for a member whether they follow it; 404 for an unknown star. */
  async state(actorPublicId: string, member: SessionMember | null): Promise<StarFollowState> {
    const actorId = await this.actors.idOf(actorPublicId);
    const [followerCount, following] = await Promise.all([
      this.follows.followerCount(actorId),
      member ? this.follows.isFollowing(member.memberId, actorId) : undefined,
    ]);
    return following === undefined ? { followerCount } : { followerCount, following };
  }

  async follow(member: SessionMember, actorPublicId: string): Promise<StarFollowState> {
    const actorId = await this.actors.idOf(actorPublicId);
    await this.follows.follow(member.memberId, actorId, this.clock.now().toISOString());
    return this.changed(member, actorId);
  }

  async unfollow(member: SessionMember, actorPublicId: string): Promise<StarFollowState> {
    const actorId = await this.actors.idOf(actorPublicId);
    await this.follows.unfollow(member.memberId, actorId);
    return this.changed(member, actorId);
  }

  stars(member: SessionMember, page: Page): Promise<FollowedStar[]> {
    return this.follows.listStars(member.memberId, page);
  }

  feed(member: SessionMember, page: Page): Promise<VideoListItem[]> {
    return this.follows.feed(member.memberId, page);
  }

  private async changed(member: SessionMember, actorId: number): Promise<StarFollowState> {
    // The star page shows the follower count, and anonymous star pages are micro-cached.
    await this.versions.bump(cacheTags.star(actorId));
    return {
      followerCount: await this.follows.followerCount(actorId),
      following: await this.follows.isFollowing(member.memberId, actorId),
    };
  }

  async exportFor(memberId: string): Promise<Pick<AccountExport, 'follows'>> {
    return { follows: await this.follows.exportFor(memberId) };
  }

  /** The stars the member followed show one follower fewer. */
  async eraseFor(tx: Tx, memberId: string): Promise<string[]> {
    const actorIds = await this.follows.eraseFor(tx, memberId);
    return actorIds.map((id) => cacheTags.star(id));
  }
}
