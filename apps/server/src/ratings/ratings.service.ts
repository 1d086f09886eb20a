import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Clock } from '../deps.js';
import { NotFoundError } from '../http/errors.js';
import type { SessionMember } from '../accounts/accounts.repository.js';
import { averageRating, type VideoRepository } from '../videos/videos.repository.js';
import { siteMeanRating } from '../videos/video-counters.js';
import type { RatingRepository } from './ratings.repository.js';
import type { Cache } from '../infra/cache.js';
import { TOPLIST_CACHE } from '../videos/videos.service.js';

/** The site-wide mean moves slowly; reading it once every few minutes keeps rating a single-row write. */
const PRIOR_REFRESH_MS = 10 * 60_000;

export class RatingService {
  private prior: { value: number; readAt: number } | undefined;

  constructor(
    private readonly ratings: RatingRepository,
    private readonly videos: VideoRepository,
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly cache: Cache,
  ) {}

  private async currentPrior(): Promise<number> {
    const now = this.clock.now().getTime();
    if (!this.prior || now - this.prior.readAt > PRIOR_REFRESH_MS) {
      this.prior = { value: await siteMeanRating(this.db), readAt: now };
    }
    return this.prior.value;
  }

  async rate(member: SessionMember, videoPublicId: string, rating: number) {
    const videoId = await this.videos.resolveId(videoPublicId);
    if (videoId === undefined) throw new NotFoundError('Video');
    const totals = await this.ratings.rate(
      member.memberId,
      videoId,
      rating,
      this.clock.now().toISOString(),
      await this.currentPrior(),
    );
    await this.cache.invalidate(TOPLIST_CACHE.namespace);
    return {
      rating,
      averageRating: averageRating(totals.ratingSum, totals.ratingCount),
      ratingCount: totals.ratingCount,
    };
  }
}
