/** Where "now" comes from: the system clock in production, a clock tests move by hand. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** `ms` after the clock's now, as the ISO 8601 text the database stores. */
export function isoAfter(clock: Clock, ms: number): string {
  return new Date(clock.now().getTime() + ms).toISOString();
}
