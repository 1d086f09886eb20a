import { createHash } from 'node:crypto';
import type { Ad, AdAction, AdDailyStats } from '@starlane/contract';
import type { SessionMember } from '../accounts/accounts.repository.js';
import type { Clock } from '../deps.js';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../http/errors.js';
import type { RateLimiter } from '../security/rate-limiter.js';
import type { AdRepository } from './ads.repository.js';
import { isBot, placementsFor } from './placements.js';

/** Repeated views or clicks of one ad by one visitor within this window count once. */
export const AD_EVENT_DEDUP_MS = 30 * 60_000;

export interface AdEventInput {
  adId: number;
  action: AdAction;
  pageUrl: string;
  address: string;
  userAgent: string | undefined;
}

export class AdService {
  constructor(
    private readonly ads: AdRepository,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  all(): Promise<Ad[]> {
    return this.ads.listActive(this.now());
  }

  forPage(pageUrl: string): Promise<Ad[]> {
    return this.ads.listActiveIn(placementsFor(pageUrl), this.now());
  }

  /**
   * Logs an ad view or click; answers whether it counted. Bots are not counted, and one visitor (address and
   * browser, hashed so no address is stored) counts once per ad and action within the dedup window.
   */
  async log(event: AdEventInput): Promise<{ counted: boolean }> {
    if (!(await this.ads.exists(event.adId))) throw new NotFoundError('Ad');
    if (isBot(event.userAgent)) return { counted: false };
    const visitorKey = createHash('sha256')
      .update(`${event.address}|${event.userAgent ?? ''}`)
      .digest('base64url')
      .slice(0, 22);
    const first = await this.limiter.hit(
      `ad:${event.adId}:${event.action}:${visitorKey}`,
      1,
      AD_EVENT_DEDUP_MS,
    );
    if (!first.allowed) return { counted: false };
    await this.ads.recordEvent({
      adId: event.adId,
      action: event.action,
      pageUrl: event.pageUrl,
      visitorKey,
      at: this.now(),
    });
    return { counted: true };
  }

  async dailyStats(member: SessionMember | null, from: string, to: string): Promise<AdDailyStats[]> {
    if (!member) throw new UnauthorizedError();
    if (member.role !== 'staff') throw new ForbiddenError('Only staff can read ad statistics');
    return this.ads.dailyStats(from, to);
  }
}
