import type { Ad, AdAction, AdDailyStats, AdLogResult } from '@starlane/contract';
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from '../errors.js';
import type { Clock } from '../infra/clock.js';
import type { RunInTransaction } from '../db/transaction.js';
import { DEDUP_WINDOW_MS, isBot, visitorOf, type VisitClaims } from '../security/visitors.js';
import type { SessionMember } from '../security/session.plugin.js';
import type { AdRepository } from './ads.repository.js';
import { placementsFor } from './placements.js';

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
    private readonly claims: VisitClaims,
    private readonly transaction: RunInTransaction,
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
   * Logs an ad view or click; answers whether it counted. Bots are not counted, and one visitor (their
   * address, an IPv6 client by its /64; hashed so no address is stored; never the User-Agent, which the
   * client picks freely) counts once per ad and action within the dedup window. The window is kept in the
   * database (docs/decisions/0021), so it holds across processes and costs no memory per visitor.
   */
  async log(event: AdEventInput): Promise<AdLogResult> {
    if (!(await this.ads.exists(event.adId))) throw new NotFoundError('Ad');
    if (isBot(event.userAgent)) return { counted: false };
    const visitorKey = visitorOf(event.address, null);
    const now = this.clock.now();
    const counted = await this.transaction(async (tx) => {
      const scope = `ad:${event.adId}:${event.action}`;
      if (!(await this.claims.claim(tx, scope, visitorKey, now, DEDUP_WINDOW_MS))) return false;
      await this.ads.recordEvent(tx, {
        adId: event.adId,
        action: event.action,
        pageUrl: event.pageUrl,
        visitorKey,
        at: now.toISOString(),
      });
      return true;
    });
    return { counted };
  }

  /** Daily views and clicks per ad (staff only), for the UTC days `fromDay` to `toDay` (YYYY-MM-DD) inclusive. */
  async dailyStats(member: SessionMember | null, fromDay: string, toDay: string): Promise<AdDailyStats[]> {
    if (!member) throw new UnauthorizedError();
    if (member.role !== 'staff') throw new ForbiddenError('Only staff can read ad statistics');
    // A rule across two fields, which the document's schema cannot state (docs/decisions/0064).
    if (fromDay > toDay)
      throw new BadRequestError('from must not be after to', { from: ['from must not be after to'] });
    const until = new Date(`${toDay}T00:00:00.000Z`);
    until.setUTCDate(until.getUTCDate() + 1);
    return this.ads.dailyStats(`${fromDay}T00:00:00.000Z`, until.toISOString());
  }
}
