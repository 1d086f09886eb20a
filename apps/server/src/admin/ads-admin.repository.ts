import { sql, type Kysely } from 'kysely';
import type { AdPlacement, AdminAd, AdminPage } from '@starlane/contract';
import { pageAndTotal, type Page } from '../db/paging.js';
import type { AdsTable, Database } from '../db/schema.js';
import type { Executor, Tx } from '../db/transaction.js';
import { toAd } from '../ads/index.js';
import { lowerLike } from './search-text.js';
import type { Selectable } from 'kysely';

export interface AdFields {
  name: string;
  url: string;
  source: string;
  placement: AdPlacement;
  weight: number;
  activeFrom: string | null;
  activeUntil: string | null;
}

function toAdminAd(row: Selectable<AdsTable>): AdminAd {
  return {
    ...toAd(row),
    activeFrom: row.active_from,
    activeUntil: row.active_until,
    paused: row.paused_at !== null,
    createdAt: row.created_at,
  };
}

/** The columns an ad's fields are stored in. */
function adColumns(ad: AdFields) {
  return {
    name: ad.name,
    url: ad.url,
    source: ad.source,
    placement: ad.placement,
    weight: ad.weight,
    active_from: ad.activeFrom,
    active_until: ad.activeUntil,
  };
}

/** The staff listing of ads: a name search and an order. */
export interface AdFilter {
  q?: string | undefined;
  sort?: 'newest' | 'name' | 'weight' | undefined;
  dir?: 'asc' | 'desc' | undefined;
}

/** Ads as staff manage them: paused and out-of-date ones included. */
export class AdsAdminRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(filter: AdFilter, page: Page): Promise<AdminPage<AdminAd>> {
    let query = this.db.selectFrom('ads');
    if (filter.q) query = query.where(lowerLike(sql.ref('name'), filter.q));
    const sort = filter.sort ?? 'newest';
    const dir = filter.dir ?? (sort === 'name' ? 'asc' : 'desc');
    const column = ({ newest: 'created_at', name: 'name', weight: 'weight' } as const)[sort];
    const ordered = query.selectAll().orderBy(column, dir).orderBy('id', dir);
    return pageAndTotal(ordered, query, page, toAdminAd);
  }

  async find(id: number, db: Executor = this.db): Promise<AdminAd | undefined> {
    const row = await db.selectFrom('ads').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toAdminAd(row) : undefined;
  }

  async create(tx: Tx, ad: AdFields, at: string): Promise<number> {
    const row = await tx
      .insertInto('ads')
      .values({ ...adColumns(ad), created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(tx: Tx, id: number, ad: AdFields): Promise<void> {
    await tx.updateTable('ads').set(adColumns(ad)).where('id', '=', id).execute();
  }

  async setPaused(tx: Tx, id: number, pausedAt: string | null): Promise<void> {
    await tx.updateTable('ads').set({ paused_at: pausedAt }).where('id', '=', id).execute();
  }

  /** Views and clicks of one ad per UTC day that has any, from `from` (inclusive) to `until` (exclusive). */
  async daily(
    id: number,
    from: string,
    until: string,
  ): Promise<Map<string, { views: number; clicks: number }>> {
    const day = sql<string>`substr(created_at, 1, 10)`;
    const rows = await this.db
      .selectFrom('ad_events')
      .select([
        day.as('day'),
        sql<number>`sum(case when action = 'view' then 1 else 0 end)`.as('views'),
        sql<number>`sum(case when action = 'click' then 1 else 0 end)`.as('clicks'),
      ])
      .where('ad_id', '=', id)
      .where('created_at', '>=', from)
      .where('created_at', '<', until)
      .groupBy(day)
      .execute();
    return new Map(rows.map((r) => [r.day, { views: Number(r.views), clicks: Number(r.clicks) }]));
  }
}
