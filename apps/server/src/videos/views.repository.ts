import type { Kysely } from 'kysely';
import type { AccountExport } from '@starlane/contract';
import { addToCounter, rollUpDaily } from '../catalogue/index.js';
import type { Database } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';

/** A counted view on its way to the view log and the counter. */
export interface PendingView {
  videoId: number;
  memberId: string | null;
  at: string;
}

/**
 * The view log, its counter and the inbox of counted views waiting for their fold (docs/decisions/0021):
 * the tables the view recorder owns.
 */
export class ViewRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Commits a counted view to the inbox, for the next fold (docs/decisions/0021). */
  async addToInbox(tx: Tx, view: PendingView): Promise<void> {
    await tx
      .insertInto('view_inbox')
      .values({ video_id: view.videoId, member_id: view.memberId, viewed_at: view.at })
      .execute();
  }

  /**
   * Removes up to `max` of the oldest inbox rows and answers them; the caller writes them with
   * `recordViews` in the same transaction. On PostgreSQL a second process folding at the same time blocks
   * on the rows this one deletes and then skips them, so no view is folded twice.
   */
  async takeFromInbox(tx: Tx, max: number): Promise<PendingView[]> {
    const rows = await tx
      .deleteFrom('view_inbox')
      .where('id', 'in', (eb) => eb.selectFrom('view_inbox').select('id').orderBy('id').limit(max))
      .returning(['video_id', 'member_id', 'viewed_at'])
      .execute();
    return rows.map((r) => ({ videoId: r.video_id, memberId: r.member_id, at: r.viewed_at }));
  }

  /**
   * THE place where counted views are written (folded from the inbox, or directly when views are not
   * buffered): the log rows and one counter update per video, so the counter always equals the log. Anything
   * derived from counted views (per-day rollups) belongs here, in the same transaction. A video or member may
   * be deleted while its view waits: such views are dropped (or made anonymous) rather than failing the batch
   * for everybody.
   */
  async recordViews(tx: Tx, pending: PendingView[]): Promise<void> {
    const videoIds = [...new Set(pending.map((v) => v.videoId))];
    const memberIds = [...new Set(pending.flatMap((v) => (v.memberId ? [v.memberId] : [])))];
    const liveVideos = new Set(
      (await tx.selectFrom('videos').select('id').where('id', 'in', videoIds).execute()).map((r) => r.id),
    );
    const liveMembers = new Set(
      memberIds.length === 0
        ? []
        : (await tx.selectFrom('members').select('id').where('id', 'in', memberIds).execute()).map(
            (r) => r.id,
          ),
    );
    const views = pending
      .filter((v) => liveVideos.has(v.videoId))
      .map((v) => ({ ...v, memberId: v.memberId && liveMembers.has(v.memberId) ? v.memberId : null }));
    if (views.length === 0) return;
    await tx
      .insertInto('video_views')
      .values(views.map((v) => ({ video_id: v.videoId, member_id: v.memberId, viewed_at: v.at })))
      .execute();
    const perVideo = new Map<number, number>();
    for (const view of views) perVideo.set(view.videoId, (perVideo.get(view.videoId) ?? 0) + 1);
    // In id order, so two transactions updating the same videos never wait on each other in a cycle.
    for (const [videoId, count] of [...perVideo].sort(([a], [b]) => a - b))
      await addToCounter(tx, videoId, 'view_count', count);
    await rollUpDaily(
      tx,
      views.map((v) => ({ videoId: v.videoId, at: v.at, views: 1 })),
    );
  }

  async viewCountOf(videoId: number): Promise<number> {
    const row = await this.db
      .selectFrom('videos')
      .select('view_count')
      .where('id', '=', videoId)
      .executeTakeFirst();
    return row?.view_count ?? 0;
  }

  /** Every counted view of the member, for their export. */
  async exportFor(memberId: string): Promise<AccountExport['views']> {
    const rows = await this.db
      .selectFrom('video_views')
      .innerJoin('videos', 'videos.id', 'video_views.video_id')
      .select(['videos.wmc_external_id', 'video_views.viewed_at'])
      .where('video_views.member_id', '=', memberId)
      .orderBy('video_views.id')
      .execute();
    return rows.map((v) => ({ wmcExternalId: v.wmc_external_id, viewedAt: v.viewed_at }));
  }

  /** The member's views stay counted, without the member. */
  async anonymise(tx: Tx, memberId: string): Promise<void> {
    await tx.updateTable('video_views').set({ member_id: null }).where('member_id', '=', memberId).execute();
  }
}
