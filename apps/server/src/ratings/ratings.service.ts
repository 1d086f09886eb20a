import type { AccountExport, RatingResult, VideoListItem } from '@starlane/contract';
import { averageRating, type MemberData, type RatingPrior } from '../catalogue/index.js';
import type { RunInTransaction, Tx } from '../db/transaction.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { Clock } from '../infra/clock.js';
import type { Versions } from '../infra/versions.js';
import type { SessionMember } from '../security/session.plugin.js';
import type { VideoService } from '../videos/index.js';
import type { RatingRepository } from './ratings.repository.js';

export class RatingService implements MemberData<'ratings'> {
  constructor(
    private readonly ratings: RatingRepository,
    private readonly videos: Pick<VideoService, 'idOf'>,
    private readonly prior: RatingPrior,
    private readonly transaction: RunInTransaction,
    private readonly versions: Versions,
    private readonly clock: Clock,
  ) {}

  /** Rates a video 1 to 5 (a new rating replaces the member's old one); answers the new average and count. */
  async rate(member: SessionMember, videoPublicId: string, rating: number): Promise<RatingResult> {
    const videoId = await this.videos.idOf(videoPublicId);
    const prior = await this.prior.current();
    const at = this.clock.now().toISOString();
    const totals = await this.transaction((tx) =>
      this.ratings.rate(tx, { memberId: member.memberId, videoId, rating, at }, prior),
    );
    await this.versions.bump(cacheTags.video(videoId), cacheTags.toplists);
    return {
      rating,
      averageRating: averageRating(totals.ratingSum, totals.ratingCount),
      ratingCount: totals.ratingCount,
    };
  }

  /** The videos the member rated highest (their personal 'highest rating' toplist). */
  myHighestRated(member: SessionMember, amount: number): Promise<VideoListItem[]> {
    return this.ratings.listHighestRatedBy(member.memberId, amount);
  }

  async exportFor(memberId: string): Promise<Pick<AccountExport, 'ratings'>> {
    return { ratings: await this.ratings.exportFor(memberId) };
  }

  /** The member's ratings go: their videos are recounted, which may reorder the toplists. */
  async eraseFor(tx: Tx, memberId: string): Promise<string[]> {
    const videoIds = await this.ratings.eraseFor(tx, memberId);
    return [cacheTags.toplists, ...videoIds.map((id) => cacheTags.video(id))];
  }
}
