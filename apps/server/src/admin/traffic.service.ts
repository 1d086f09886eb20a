import type { Traffic, TrafficHour, TrafficMinute } from '@starlane/contract';
import { AppError } from '../errors.js';
import type { Clock } from '../infra/clock.js';
import type { SessionMember } from '../security/session.plugin.js';
import { staffOf } from './staff.js';
import type { TrafficRepository } from './traffic.repository.js';

const HOUR_MS = 3_600_000;
const HOURS = 24;
/** How long views per hour are reused: the charts poll every few seconds, the hours change slowly. */
const VIEWS_FRESH_MS = 30_000;

/**
 * The per-minute history of the counters every serving process keeps (ops/traffic-history.ts): this
 * process's own, or its cluster primary's.
 */
export interface TrafficSource {
  read(): Promise<{ since: string; processes: number; minutes: TrafficMinute[] }>;
}

/** The staff dashboard's live traffic charts (docs/decisions/0081). */
export class TrafficService {
  private views: { at: number; hours: TrafficHour[] } | undefined;

  constructor(
    private readonly source: TrafficSource,
    private readonly repository: TrafficRepository,
    private readonly clock: Clock,
    private readonly counted: boolean,
  ) {}

  async traffic(member: SessionMember | null): Promise<Traffic> {
    staffOf(member);
    const [reading, viewsPerHour] = await Promise.all([
      this.source.read().catch(() => {
        throw new AppError(503, 'The traffic history could not be read, try again shortly', undefined, {
          'retry-after': '5',
        });
      }),
      this.viewsPerHour(),
    ]);
    return { counted: this.counted, ...reading, viewsPerHour };
  }

  /** The last 24 hours' views, the hour under way last, reused for a while within one hour. */
  private async viewsPerHour(): Promise<TrafficHour[]> {
    const now = this.clock.now().getTime();
    const current = Math.floor(now / HOUR_MS);
    const cached = this.views;
    if (cached && now - cached.at < VIEWS_FRESH_MS && Math.floor(cached.at / HOUR_MS) === current) {
      return cached.hours;
    }
    const first = (current - HOURS + 1) * HOUR_MS;
    const counts = await this.repository.viewsByHour(new Date(first).toISOString());
    const hours = Array.from({ length: HOURS }, (_, i) => {
      const start = new Date(first + i * HOUR_MS).toISOString();
      return { start, views: counts.get(start.slice(0, 13)) ?? 0 };
    });
    this.views = { at: now, hours };
    return hours;
  }
}
