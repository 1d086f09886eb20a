import type { Kysely } from 'kysely';
import type { AdminDmcaNotice, AdminPage, DmcaStatus, VideoStatus } from '@starlane/contract';
import { dmcaHolds } from '../catalogue/index.js';
import { countOf, onPage, type Page } from '../db/paging.js';
import type { Database, DmcaNoticesTable } from '../db/schema.js';
import type { Executor, Tx } from '../db/transaction.js';
import type { Selectable } from 'kysely';

export interface NewNotice {
  claimantName: string;
  email: string;
  work: string;
  urls: string[];
  videoIds: number[];
  signature: string;
  at: string;
}

export interface NoticeHead {
  id: number;
  status: DmcaStatus;
  videoIds: number[];
  counteredAt: string | null;
}

const ids = (text: string): number[] => JSON.parse(text) as number[];

/** DMCA notices and the video look-ups their URLs need. */
export class DmcaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Videos by external id or numeric id, whatever their status. */
  async videosByPublicIds(publicIds: string[]): Promise<number[]> {
    if (publicIds.length === 0) return [];
    const numeric = publicIds.filter((p) => /^\d{1,9}$/.test(p)).map(Number);
    const rows = await this.db
      .selectFrom('videos')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('wmc_external_id', 'in', publicIds),
          ...(numeric.length > 0 ? [eb('id', 'in', numeric)] : []),
        ]),
      )
      .execute();
    return rows.map((r) => r.id);
  }

  async create(notice: NewNotice): Promise<number> {
    const row = await this.db
      .insertInto('dmca_notices')
      .values({
        claimant_name: notice.claimantName,
        email: notice.email,
        work: notice.work,
        urls_json: JSON.stringify(notice.urls),
        video_ids_json: JSON.stringify(notice.videoIds),
        signature: notice.signature,
        created_at: notice.at,
        taken_down_at: null,
        counter_notice: null,
        countered_at: null,
        restored_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async head(tx: Tx, id: number): Promise<NoticeHead | undefined> {
    const row = await tx
      .selectFrom('dmca_notices')
      .select(['id', 'status', 'video_ids_json', 'countered_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? { id: row.id, status: row.status, videoIds: ids(row.video_ids_json), counteredAt: row.countered_at }
      : undefined;
  }

  async update(
    tx: Tx,
    id: number,
    values: Partial<
      Pick<
        Selectable<DmcaNoticesTable>,
        'status' | 'taken_down_at' | 'counter_notice' | 'countered_at' | 'restored_at'
      >
    >,
  ): Promise<void> {
    await tx.updateTable('dmca_notices').set(values).where('id', '=', id).execute();
  }

  /** The videos' statuses, for the audit log's before and after. */
  async statuses(tx: Tx, videoIds: number[]): Promise<Record<number, VideoStatus>> {
    if (videoIds.length === 0) return {};
    const rows = await tx.selectFrom('videos').select(['id', 'status']).where('id', 'in', videoIds).execute();
    return Object.fromEntries(rows.map((r) => [r.id, r.status]));
  }

  /** Which of these videos a notice other than `noticeId` holds down (docs/decisions/0055). */
  async heldByOtherNotices(tx: Tx, videoIds: number[], noticeId: number): Promise<Set<number>> {
    return new Set((await dmcaHolds(tx, videoIds, noticeId)).keys());
  }

  async setVideoStatus(tx: Tx, videoIds: number[], status: VideoStatus): Promise<void> {
    if (videoIds.length === 0) return;
    await tx.updateTable('videos').set({ status }).where('id', 'in', videoIds).execute();
  }

  async openCount(db: Executor = this.db): Promise<number> {
    const row = await db
      .selectFrom('dmca_notices')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Newest first; `restorableAfterMs` tells when a countered notice may be restored. */
  async list(
    status: DmcaStatus | undefined,
    page: Page,
    restorableAfterMs: number,
  ): Promise<AdminPage<AdminDmcaNotice>> {
    let query = this.db.selectFrom('dmca_notices');
    if (status) query = query.where('status', '=', status);
    const ordered = query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
    const [rows, total] = await Promise.all([onPage(ordered, page).execute(), countOf(query)]);
    const allIds = [...new Set(rows.flatMap((r) => ids(r.video_ids_json)))];
    const videos =
      allIds.length === 0
        ? []
        : await this.db
            .selectFrom('videos')
            .select(['id', 'wmc_external_id', 'title', 'status'])
            .where('id', 'in', allIds)
            .execute();
    const byId = new Map(videos.map((v) => [v.id, v]));
    return {
      total,
      $values: rows.map((row) => ({
        id: row.id,
        claimantName: row.claimant_name,
        email: row.email,
        work: row.work,
        urls: JSON.parse(row.urls_json) as string[],
        videos: ids(row.video_ids_json).flatMap((id) => {
          const v = byId.get(id);
          return v ? [{ id: v.id, wmcExternalId: v.wmc_external_id, title: v.title, status: v.status }] : [];
        }),
        signature: row.signature,
        status: row.status,
        createdAt: row.created_at,
        takenDownAt: row.taken_down_at,
        counterNotice: row.counter_notice,
        counteredAt: row.countered_at,
        restoredAt: row.restored_at,
        restorableAt: row.countered_at
          ? new Date(Date.parse(row.countered_at) + restorableAfterMs).toISOString()
          : null,
      })),
    };
  }
}
