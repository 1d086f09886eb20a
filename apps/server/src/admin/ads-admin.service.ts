import type { AdminAd, AdminAdBody, AdminAdDay, AdminPage } from '@starlane/contract';
import type { Page } from '../db/paging.js';
import { BadRequestError, found } from '../errors.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { SessionMember } from '../security/session.plugin.js';
import type { AdFields, AdFilter, AdsAdminRepository } from './ads-admin.repository.js';
import { PICTURE_WIDTHS } from './pictures.js';
import { staffOf } from './staff.js';
import { StaffService, type StaffTools } from './staff-service.js';

const DAY_MS = 24 * 60 * 60_000;
/** The longest range the statistics cover in one answer. */
export const AD_STATS_MAX_DAYS = 366;

/** An ad as the body describes it, after zod: dates are ISO instants or null. */
export type AdInput = Omit<AdminAdBody, 'activeFrom' | 'activeUntil' | 'weight'> & {
  weight: number;
  activeFrom?: string | null | undefined;
  activeUntil?: string | null | undefined;
};

/** Every day from `from` to `to` (YYYY-MM-DD, inclusive), or a 400 when the range is upside down or too long. */
export function daysBetween(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00.000Z`);
  const end = Date.parse(`${to}T00:00:00.000Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) throw new BadRequestError('a day is written YYYY-MM-DD');
  if (end < start) throw new BadRequestError('the range ends before it starts', { to: ['before from'] });
  const count = Math.round((end - start) / DAY_MS) + 1;
  if (count > AD_STATS_MAX_DAYS) {
    throw new BadRequestError(`a range covers at most ${AD_STATS_MAX_DAYS} days`, { to: ['range too long'] });
  }
  return Array.from({ length: count }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
}

export function statsCsv(days: AdminAdDay[]): string {
  const lines = days.map((d) => `${d.day},${d.views},${d.clicks},${d.ctr.toFixed(4)}`);
  return ['day,views,clicks,ctr', ...lines].join('\r\n') + '\r\n';
}

export class AdsAdminService extends StaffService {
  constructor(
    private readonly ads: AdsAdminRepository,
    tools: StaffTools,
  ) {
    super(tools);
  }

  list(member: SessionMember | null, filter: AdFilter, page: Page): Promise<AdminPage<AdminAd>> {
    staffOf(member);
    return this.ads.list(filter, page);
  }

  /** The creative: an uploaded picture (resized and stored), else the URL given, else the one it had. */
  private async fieldsOf(input: AdInput, current?: AdminAd): Promise<AdFields> {
    let source = input.source ?? current?.source;
    if (input.picture) source = await this.storePicture('ads', input.picture, PICTURE_WIDTHS.ad);
    if (!source) {
      const message = 'An ad needs a creative: upload a picture or give its URL';
      throw new BadRequestError(message, { source: [message] });
    }
    // A rule across two fields, which the document's schema cannot state (docs/decisions/0064).
    if (input.activeFrom && input.activeUntil && input.activeFrom >= input.activeUntil) {
      const message = 'the end date comes after the start date';
      throw new BadRequestError(message, { activeUntil: [message] });
    }
    return {
      name: input.name,
      url: input.url,
      source,
      placement: input.placement,
      weight: input.weight,
      activeFrom: input.activeFrom ?? null,
      activeUntil: input.activeUntil ?? null,
    };
  }

  async create(member: SessionMember | null, input: AdInput): Promise<AdminAd> {
    const actor = staffOf(member);
    const fields = await this.fieldsOf(input);
    const at = this.now();
    const id = await this.transaction(async (tx) => {
      const newId = await this.ads.create(tx, fields, at);
      await this.audit.record(tx, actor, at, {
        action: 'ad.create',
        objectType: 'ad',
        objectId: newId,
        before: null,
        after: fields,
      });
      return newId;
    });
    await this.versions.bump(cacheTags.ads);
    return found(await this.ads.find(id), 'Ad');
  }

  async update(member: SessionMember | null, id: number, input: AdInput): Promise<AdminAd> {
    const actor = staffOf(member);
    const current = found(await this.ads.find(id), 'Ad');
    const fields = await this.fieldsOf(input, current);
    await this.transaction(async (tx) => {
      const before = found(await this.ads.find(id, tx), 'Ad');
      await this.ads.update(tx, id, fields);
      await this.audit.record(tx, actor, this.now(), {
        action: 'ad.update',
        objectType: 'ad',
        objectId: id,
        before,
        after: fields,
      });
    });
    await this.versions.bump(cacheTags.ads);
    return found(await this.ads.find(id), 'Ad');
  }

  async setPaused(member: SessionMember | null, id: number, paused: boolean): Promise<AdminAd> {
    const actor = staffOf(member);
    const at = this.now();
    await this.transaction(async (tx) => {
      const before = found(await this.ads.find(id, tx), 'Ad');
      await this.ads.setPaused(tx, id, paused ? at : null);
      await this.audit.record(tx, actor, at, {
        action: paused ? 'ad.pause' : 'ad.resume',
        objectType: 'ad',
        objectId: id,
        before: { paused: before.paused },
        after: { paused },
      });
    });
    await this.versions.bump(cacheTags.ads);
    return found(await this.ads.find(id), 'Ad');
  }

  /** Views, clicks and click-through rate per UTC day, every day of the range (0 on days without events). */
  async stats(member: SessionMember | null, id: number, from: string, to: string): Promise<AdminAdDay[]> {
    staffOf(member);
    found(await this.ads.find(id), 'Ad');
    const days = daysBetween(from, to);
    const until = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString();
    const counts = await this.ads.daily(id, `${from}T00:00:00.000Z`, until);
    return days.map((day) => {
      const { views, clicks } = counts.get(day) ?? { views: 0, clicks: 0 };
      return { day, views, clicks, ctr: views === 0 ? 0 : clicks / views };
    });
  }

  /** The same statistics as a CSV file: its name and its text. */
  async statsFile(
    member: SessionMember | null,
    id: number,
    from: string,
    to: string,
  ): Promise<{ filename: string; csv: string }> {
    const days = await this.stats(member, id, from, to);
    return { filename: `ad-${id}-${from}-${to}.csv`, csv: statsCsv(days) };
  }
}
