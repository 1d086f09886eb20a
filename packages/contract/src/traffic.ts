import { z } from 'zod';

const count = z.number().int().min(0);

/** What the site answered in one minute, every process of the cluster together. */
export const TrafficMinuteSchema = z.object({
  /** The minute's first instant (UTC, ISO 8601). */
  start: z.string(),
  /** Requests answered (the response cache's fast path included). */
  requests: count,
  /** Of those, answered with a 5xx status (load shedding's 503s included). */
  errors: count,
  /** Response cache lookups that found an answer (API answers and pages). */
  cacheHits: count,
  /** Response cache lookups that found none. */
  cacheMisses: count,
});
export type TrafficMinute = z.infer<typeof TrafficMinuteSchema>;

/** Video views counted in one hour. */
export const TrafficHourSchema = z.object({
  /** The hour's first instant (UTC, ISO 8601). */
  start: z.string(),
  views: count,
});
export type TrafficHour = z.infer<typeof TrafficHourSchema>;

/**
 * `GET /api/admin/traffic`: the staff dashboard's live charts, read from the same counters as the
 * Prometheus metrics (docs/decisions/0081).
 */
export const TrafficSchema = z
  .object({
    /** Whether requests are counted at all (false with METRICS=off: every minute then reads 0). */
    counted: z.boolean(),
    /** When the per-minute history began (the server's start), UTC ISO 8601. */
    since: z.string(),
    /** Serving processes whose counters the last reading added up (WORKERS). */
    processes: z.number().int().min(1),
    /** Up to the last 60 minutes, oldest first; the last one is the minute under way. */
    minutes: z.array(TrafficMinuteSchema).max(60),
    /** The last 24 hours, oldest first; the last one is the hour under way. */
    viewsPerHour: z.array(TrafficHourSchema).length(24),
  })
  .meta({
    example: {
      counted: true,
      since: '2026-11-28T11:58:12.000Z',
      processes: 2,
      minutes: [
        { start: '2026-11-28T11:58:00.000Z', requests: 412, errors: 0, cacheHits: 301, cacheMisses: 42 },
        { start: '2026-11-28T11:59:00.000Z', requests: 388, errors: 2, cacheHits: 290, cacheMisses: 35 },
        { start: '2026-11-28T12:00:00.000Z', requests: 97, errors: 0, cacheHits: 70, cacheMisses: 9 },
      ],
      viewsPerHour: Array.from({ length: 24 }, (_, i) => ({
        start: new Date(Date.UTC(2026, 10, 27, 13 + i)).toISOString(),
        views: [12, 9, 7, 4, 3, 2, 2, 3, 6, 10, 14, 18][i % 12]!,
      })),
    },
  });
export type Traffic = z.infer<typeof TrafficSchema>;
