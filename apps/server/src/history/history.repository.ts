import { sql, type Kysely } from 'kysely';
import type { AccountExport, HistoryEntry } from '@starlane/contract';
import type { Database } from '../db/schema.js';
import { offsetOf, type Page } from '../db/paging.js';
import type { Tx } from '../db/transaction.js';
import { IS_PUBLISHED } from '../catalogue/index.js';

interface EntryRow {
  video_id: number;
  wmc_external_id: string;
  title: string;
  thumbnail: string;
  length: number;
  position_seconds: number;
  watched_at: string;
}

function toEntry(row: EntryRow): HistoryEntry {
  return {
    movie: {
      id: row.video_id,
      wmcExternalId: row.wmc_external_id,
      title: row.title,
      thumbnail: row.thumbnail,
      length: row.length,
    },
    positionSeconds: row.position_seconds,
    watchedAt: row.watched_at,
  };
}

export class HistoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Moves the video to the top of the member's history at this position, unless their history is paused:
   * the pause is read in the same statement, so a report racing a pause cannot slip in after it. True when
   * something was recorded.
   */
  async record(memberId: string, videoId: number, positionSeconds: number, at: string): Promise<boolean> {
    const result = await this.db
      .insertInto('watch_history')
      .columns(['member_id', 'video_id', 'position_seconds', 'watched_at'])
      .expression((eb) =>
        eb
          .selectFrom('members')
          .select([
            'members.id',
            sql.lit(videoId).as('video_id'),
            sql.lit(positionSeconds).as('position_seconds'),
            sql<string>`${at}`.as('watched_at'),
          ])
          .where('members.id', '=', memberId)
          .where('members.history_paused', '=', 0),
      )
      .onConflict((oc) =>
        oc.columns(['member_id', 'video_id']).doUpdateSet({
          position_seconds: (eb) => eb.ref('excluded.position_seconds'),
          watched_at: (eb) => eb.ref('excluded.watched_at'),
        }),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async position(memberId: string, videoId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('watch_history')
      .select('position_seconds')
      .where('member_id', '=', memberId)
      .where('video_id', '=', videoId)
      .executeTakeFirst();
    return row?.position_seconds ?? null;
  }

  private entries(memberId: string) {
    return this.db
      .selectFrom('watch_history')
      .innerJoin('videos', 'videos.id', 'watch_history.video_id')
      .select([
        'videos.id as video_id',
        'videos.wmc_external_id',
        'videos.title',
        'videos.thumbnail',
        'videos.length',
        'watch_history.position_seconds',
        'watch_history.watched_at',
      ])
      .where('watch_history.member_id', '=', memberId)
      .where(IS_PUBLISHED)
      .orderBy('watch_history.watched_at', 'desc')
      .orderBy('videos.id', 'desc');
  }

  /** The member's history, last watched first; videos taken down meanwhile are left out. */
  async list(memberId: string, page: Page): Promise<HistoryEntry[]> {
    const rows = await this.entries(memberId).limit(page.amount).offset(offsetOf(page)).execute();
    return rows.map(toEntry);
  }

  /** Half-watched videos, last watched first: started, and not within `endMargin` seconds of their end. */
  async inProgress(
    memberId: string,
    amount: number,
    rule: { minSeconds: number; endMarginSeconds: number; endMarginTenths: number },
  ): Promise<HistoryEntry[]> {
    // Before the end margin: the smaller of a fixed margin and a share of the length, so either bound may hold.
    const rows = await this.entries(memberId)
      .where('watch_history.position_seconds', '>=', rule.minSeconds)
      .where((eb) =>
        eb.or([
          eb('watch_history.position_seconds', '<', eb(eb.ref('videos.length'), '-', rule.endMarginSeconds)),
          eb(
            eb(eb.ref('watch_history.position_seconds'), '*', 10),
            '<',
            eb(eb.ref('videos.length'), '*', 10 - rule.endMarginTenths),
          ),
        ]),
      )
      .limit(amount)
      .execute();
    return rows.map(toEntry);
  }

  /** True when there was such an entry. */
  async remove(memberId: string, videoId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('watch_history')
      .where('member_id', '=', memberId)
      .where('video_id', '=', videoId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** How many entries went. */
  async clear(memberId: string): Promise<number> {
    const result = await this.db
      .deleteFrom('watch_history')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async isPaused(memberId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('members')
      .select('history_paused')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return row?.history_paused === 1;
  }

  async setPaused(memberId: string, paused: boolean): Promise<void> {
    await this.db
      .updateTable('members')
      .set({ history_paused: paused ? 1 : 0 })
      .where('id', '=', memberId)
      .execute();
  }

  /** Every entry of the member's history, taken-down videos too (what is held, not what is shown). */
  async exportFor(memberId: string): Promise<AccountExport['history']> {
    const [paused, entries] = await Promise.all([
      this.isPaused(memberId),
      this.db
        .selectFrom('watch_history')
        .innerJoin('videos', 'videos.id', 'watch_history.video_id')
        .select([
          'videos.wmc_external_id',
          'videos.title',
          'watch_history.position_seconds',
          'watch_history.watched_at',
        ])
        .where('watch_history.member_id', '=', memberId)
        .orderBy('watch_history.watched_at', 'desc')
        .execute(),
    ]);
    return {
      paused,
      entries: entries.map((h) => ({
        wmcExternalId: h.wmc_external_id,
        title: h.title,
        positionSeconds: h.position_seconds,
        watchedAt: h.watched_at,
      })),
    };
  }

  async eraseFor(tx: Tx, memberId: string): Promise<void> {
    await tx.deleteFrom('watch_history').where('member_id', '=', memberId).execute();
  }
}
