import { sql, type Kysely } from 'kysely';
import type { Ad, AdAction, AdDailyStats, AdPlacement } from '@starlane/contract';
import type { AdsTable, Database } from '../db/schema.js';
import type { Selectable } from 'kysely';
import type { Tx } from '../db/transaction.js';

export function toAd(
  row: Pick<Selectable<AdsTable>, 'id' | 'url' | 'name' | 'source' | 'placement' | 'weight'>,
): Ad {
  return {
    id: row.id,
    url: row.url,
    name: row.name,
    source: row.source,
    placement: row.placement as AdPlacement,
    weight: row.weight,
  };
}

const COLUMNS = ['id', 'url', 'name', 'source', 'placement', 'weight'] as const;

export class AdRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private active(now: string) {
    return this.db
      .selectFrom('ads')
      .select(COLUMNS)
      .where('paused_at', 'is', null)
      .where((eb) => eb.or([eb('active_from', 'is', null), eb('active_from', '<=', now)]))
      .where((eb) => eb.or([eb('active_until', 'is', null), eb('active_until', '>', now)]));
  }

  async listActive(now: string): Promise<Ad[]> {
    const rows = await this.active(now)
      .orderBy('placement')
      .orderBy('weight', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toAd);
  }

  async listActiveIn(placements: AdPlacement[], now: string): Promise<Ad[]> {
    const rows = await this.active(now)
      .where('placement', 'in', placements)
      .orderBy('weight', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toAd);
  }

  async exists(id: number): Promise<boolean> {
    return (
      (await this.db.selectFrom('ads').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
    );
  }

  async recordEvent(
    tx: Tx,
    event: {
      adId: number;
      action: AdAction;
      pageUrl: string;
      visitorKey: string;
      at: string;
    },
  ): Promise<void> {
    await tx
      .insertInto('ad_events')
      .values({
        ad_id: event.adId,
        action: event.action,
        page_url: event.pageUrl,
        visitor_key: event.visitorKey,
        created_at: event.at,
      })
      .execute();
  }

  /** Views and clicks per ad and UTC day, from the event log (staff reporting; not a hot path). */
  async dailyStats(from: string, to: string): Promise<AdDailyStats[]> {
    const day = sql<string>`substr(ad_events.created_at, 1, 10)`;
    const rows = await this.db
      .selectFrom('ad_events')
      .innerJoin('ads', 'ads.id', 'ad_events.ad_id')
      .select([
        'ad_events.ad_id',
        'ads.name',
        day.as('day'),
        sql<number>`sum(case when ad_events.action = 'view' then 1 else 0 end)`.as('views'),
        sql<number>`sum(case when ad_events.action = 'click' then 1 else 0 end)`.as('clicks'),
      ])
      .where('ad_events.created_at', '>=', from)
      .where('ad_events.created_at', '<', to)
      .groupBy(['ad_events.ad_id', 'ads.name', day])
      .orderBy(day)
      .orderBy('ad_events.ad_id')
      .execute();
    return rows.map((r) => ({
      adId: r.ad_id,
      name: r.name,
      day: r.day,
      views: Number(r.views),
      clicks: Number(r.clicks),
    }));
  }
}
