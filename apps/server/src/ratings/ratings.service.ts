import type { RatingResult } from '@starlane/contract';
import type { RunInTransaction } from '../db/transaction.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { Clock } from '../infra/clock.js';
import type { Versions } from '../infra/versions.js';
import type { SessionMember } from '../security/session.plugin.js';
import { averageRating, type VideoService } from '../videos/index.js';
import type { RatingRepository } from './ratings.repository.js';

/** The site-wide mean moves slowly; reading it once every few minutes keeps rating a single-row write. */
const PRIOR_REFRESH_MS = 10 * 60_000;

export class RatingService {
  private prior: { value: number; readAt: number } | undefined;

  constructor(
    private readonly ratings: RatingRepository,
    private readonly videos: Pick<VideoService, 'idOf'>,
    private readonly transaction: RunInTransaction,
    private readonly versions: Versions,
    private readonly clock: Clock,
  ) {}

  private async currentPrior(): Promise<number> {
    const now = this.clock.now().getTime();
    if (!this.prior || now - this.prior.readAt > PRIOR_REFRESH_MS) {
      this.prior = { value: await this.ratings.siteMean(), readAt: now };
    }
    return this.prior.value;
  }

  /** Rates a video 1 to 5 (a new rating replaces the member's old one); answers the new average and count. */
  async rate(member: SessionMember, videoPublicId: string, rating: number): Promise<RatingResult> {
    const videoId = await this.videos.idOf(videoPublicId);
    const prior = await this.currentPrior();
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
}
