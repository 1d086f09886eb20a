import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Views per hour for the staff dashboard's chart: the folded ones and those still in the view inbox. */
export class TrafficRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Views counted since `from` (an ISO instant), by hour: `YYYY-MM-DDTHH` (UTC) to the count. */
  async viewsByHour(from: string): Promise<Map<string, number>> {
    const hour = sql<string>`substr(viewed_at, 1, 13)`;
    const [folded, waiting] = await Promise.all(
      (['video_views', 'view_inbox'] as const).map((table) =>
        this.db
          .selectFrom(table)
          .select([hour.as('hour'), (eb) => eb.fn.countAll<string>().as('n')])
          .where('viewed_at', '>=', from)
          .groupBy(hour)
          .execute(),
      ),
    );
    const hours = new Map<string, number>();
    for (const row of [...folded!, ...waiting!])
      hours.set(row.hour, (hours.get(row.hour) ?? 0) + Number(row.n));
    return hours;
  }
}
