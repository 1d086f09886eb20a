import type { Executor } from '../db/transaction.js';
import type { Clock } from '../infra/clock.js';
import { siteMeanRating } from './counters.js';

/** The site-wide mean rating moves slowly; it is read again at most this often. */
const REFRESH_MS = 10 * 60_000;

/**
 * The prior of the weighted ('highest rating') score: the site-wide mean rating, read at most once every
 * ten minutes. Rating a video stays a single-row write, and a windowed 'highest rating' toplist does not
 * sum the whole catalogue per request. Each service that scores holds its own.
 */
export class RatingPrior {
  private held: { value: number; readAt: number } | undefined;

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  async current(): Promise<number> {
    const now = this.clock.now().getTime();
    if (!this.held || now - this.held.readAt > REFRESH_MS) {
      this.held = { value: await siteMeanRating(this.db), readAt: now };
    }
    return this.held.value;
  }
}
