import type { Kysely } from 'kysely';
import type { Dashboard } from '@starlane/contract';
import type { Database } from '../db/schema.js';

/** The counts on the staff dashboard: small aggregate queries, run when a staff member opens it. */
export class DashboardRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private async since(
    table: 'members' | 'video_views' | 'comments' | 'media_jobs',
    column: 'created_at' | 'viewed_at' | 'finished_at',
    from: string,
  ): Promise<number> {
    let query = this.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the column exists on the table chosen
      .where(column as any, '>=', from);
    // A job has a finished_at when it is done too; only the failed ones count here.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- media_jobs has a status column
    if (table === 'media_jobs') query = query.where('status' as any, '=', 'failed');
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async counts(
    today: string,
    weekAgo: string,
    open: { reports: number; notices: number },
  ): Promise<Dashboard> {
    const [
      signUpsToday,
      signUpsWeek,
      viewsToday,
      viewsWeek,
      commentsToday,
      commentsWeek,
      failed,
      jobsFailedToday,
      jobsFailedWeek,
    ] = await Promise.all([
      this.since('members', 'created_at', today),
      this.since('members', 'created_at', weekAgo),
      this.since('video_views', 'viewed_at', today),
      this.since('video_views', 'viewed_at', weekAgo),
      this.since('comments', 'created_at', today),
      this.since('comments', 'created_at', weekAgo),
      this.db
        .selectFrom('videos')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', '=', 'failed')
        .executeTakeFirstOrThrow(),
      this.since('media_jobs', 'finished_at', today),
      this.since('media_jobs', 'finished_at', weekAgo),
    ]);
    return {
      signUps: { today: signUpsToday, week: signUpsWeek },
      views: { today: viewsToday, week: viewsWeek },
      comments: { today: commentsToday, week: commentsWeek },
      reportsOpen: open.reports,
      noticesOpen: open.notices,
      videosFailed: Number(failed.n),
      jobsFailed: { today: jobsFailedToday, week: jobsFailedWeek },
    };
  }
}
