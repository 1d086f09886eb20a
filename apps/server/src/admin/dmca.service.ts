import type {
  AdminDmcaNotice,
  AdminDone,
  AdminPage,
  DmcaNoticeBody,
  DmcaNoticeReceipt,
  DmcaStatus,
  VideoStatus,
} from '@starlane/contract';
import type { Config } from '../config.js';
import type { Page } from '../db/paging.js';
import type { RunInTransaction, Tx } from '../db/transaction.js';
import { BadRequestError, ConflictError, TooManyRequestsError, found } from '../errors.js';
import { DMCA_RESTORE_AFTER_MS } from '../catalogue/index.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { Clock } from '../infra/clock.js';
import type { Mail, Mailer } from '../infra/mailer.js';
import type { RateLimiter } from '../infra/rate-limiter.js';
import type { Versions } from '../infra/versions.js';
import type { SessionMember } from '../security/session.plugin.js';
import type { Actor, AuditRepository } from './audit.repository.js';
import type { DmcaRepository, NoticeHead } from './dmca.repository.js';
import { done, staffOf } from './staff.js';

export const DMCA_POLICY = {
  /** The spec's DMCA page: removed material may be restored 10 days after a counter-notice. */
  restoreAfterMs: DMCA_RESTORE_AFTER_MS,
  noticesPerAddress: { limit: 5, windowMs: 60 * 60_000 },
} as const;

/** The public id in a URL of a video page on this site (`/video/{id}/{title}`), or undefined. */
export function videoIdInUrl(url: string): string | undefined {
  let path: string;
  try {
    path = new URL(url, 'http://site.invalid').pathname;
  } catch {
    return undefined;
  }
  const match = /^\/video\/([A-Za-z0-9_-]{1,64})(?:\/|$)/i.exec(path);
  return match?.[1];
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function noticeMail(to: string, subject: string, lines: string[]): Mail {
  const text = lines.join('\n');
  return { to, subject, text, html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') };
}

/**
 * DMCA intake: the public notice form, and the staff queue that takes the named videos down in
 * one step, records a counter-notice and restores the videos once the spec's 10 days have passed.
 */
export class DmcaService {
  constructor(
    private readonly notices: DmcaRepository,
    private readonly audit: AuditRepository,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly transaction: RunInTransaction,
    private readonly versions: Versions,
    private readonly clock: Clock,
    private readonly config: Pick<Config, 'siteName' | 'dmcaEmail'>,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  async file(notice: DmcaNoticeBody, address: string): Promise<DmcaNoticeReceipt> {
    const { limit, windowMs } = DMCA_POLICY.noticesPerAddress;
    const verdict = await this.limiter.hit(`dmca:${address}`, limit, windowMs);
    if (!verdict.allowed) throw new TooManyRequestsError(verdict.retryAfterSeconds);
    const urls = notice.urls.filter((u) => u.length > 0);
    const publicIds = [...new Set(urls.flatMap((u) => videoIdInUrl(u) ?? []))];
    const videoIds = await this.notices.videosByPublicIds(publicIds);
    if (videoIds.length === 0) {
      const message = 'None of these URLs is a video page on this site (they look like /video/…)';
      throw new BadRequestError(message, { urls: [message] });
    }
    const id = await this.notices.create({
      claimantName: notice.claimantName,
      email: notice.email,
      work: notice.work,
      urls,
      videoIds,
      signature: notice.signature,
      at: this.now(),
    });
    const summary = [
      `Notice #${id}, received ${this.now()}.`,
      `Claimant: ${notice.claimantName} <${notice.email}>`,
      `Copyrighted work: ${notice.work}`,
      `URLs: ${urls.join(' ')}`,
      `Signature: ${notice.signature}`,
    ];
    await this.mailer.send(
      noticeMail(notice.email, `${this.config.siteName}: we received your DMCA notice #${id}`, [
        'Thank you. We have received your notice and will review it promptly.',
        ...summary,
      ]),
    );
    await this.mailer.send(
      noticeMail(this.config.dmcaEmail, `DMCA notice #${id} (${videoIds.length} videos)`, summary),
    );
    return { id, videoCount: videoIds.length };
  }

  list(
    member: SessionMember | null,
    status: DmcaStatus | undefined,
    page: Page,
  ): Promise<AdminPage<AdminDmcaNotice>> {
    staffOf(member);
    return this.notices.list(status, page, DMCA_POLICY.restoreAfterMs);
  }

  /** Unpublishes every video the notice names, in one transaction with the notice's new state. */
  async takeDown(member: SessionMember | null, id: number): Promise<AdminDone> {
    const actor = staffOf(member);
    const at = this.now();
    const videoIds = await this.transaction(async (tx) => {
      const notice = found(await this.notices.head(tx, id), 'Notice');
      if (notice.status !== 'open')
        throw new ConflictError(`This notice is ${notice.status.replace('_', ' ')} already`);
      return this.moveVideos(tx, actor, at, notice, {
        action: 'dmca.takedown',
        status: 'taken_down',
        stamp: { taken_down_at: at },
        videoStatus: 'unpublished',
        pick: () => notice.videoIds,
      });
    });
    await this.videosChanged(videoIds);
    return done(`${videoIds.length} videos taken down`);
  }

  async reject(member: SessionMember | null, id: number): Promise<AdminDone> {
    const actor = staffOf(member);
    await this.transaction(async (tx) => {
      const notice = found(await this.notices.head(tx, id), 'Notice');
      if (notice.status !== 'open') throw new ConflictError('Only an open notice can be rejected');
      await this.notices.update(tx, id, { status: 'rejected' });
      await this.audit.record(tx, actor, this.now(), {
        action: 'dmca.reject',
        objectType: 'dmca',
        objectId: id,
        before: { status: notice.status },
        after: { status: 'rejected' },
      });
    });
    return done('Notice rejected');
  }

  async counter(member: SessionMember | null, id: number, text: string): Promise<AdminDone> {
    const actor = staffOf(member);
    const at = this.now();
    await this.transaction(async (tx) => {
      const notice = found(await this.notices.head(tx, id), 'Notice');
      if (notice.status !== 'taken_down') {
        throw new ConflictError('A counter-notice is recorded for a notice whose videos were taken down');
      }
      await this.notices.update(tx, id, { status: 'countered', counter_notice: text, countered_at: at });
      await this.audit.record(tx, actor, at, {
        action: 'dmca.counter',
        objectType: 'dmca',
        objectId: id,
        before: { status: notice.status },
        after: { status: 'countered', counterNotice: text },
      });
    });
    return done('Counter-notice recorded');
  }

  /**
   * Publishes the videos again, at the earliest 10 days after the counter-notice (the spec's rule; staff
   * confirm by this call that no legal action was reported).
   */
  async restore(member: SessionMember | null, id: number): Promise<AdminDone> {
    const actor = staffOf(member);
    const at = this.now();
    const videoIds = await this.transaction(async (tx) => {
      const notice = found(await this.notices.head(tx, id), 'Notice');
      if (notice.status !== 'countered' || !notice.counteredAt) {
        throw new ConflictError('Videos are restored only after a counter-notice');
      }
      const restorableAt = Date.parse(notice.counteredAt) + DMCA_POLICY.restoreAfterMs;
      if (this.clock.now().getTime() < restorableAt) {
        throw new ConflictError(
          `The videos can be restored from ${new Date(restorableAt).toISOString().slice(0, 10)} (10 days after the counter-notice)`,
        );
      }
      return this.moveVideos(tx, actor, at, notice, {
        action: 'dmca.restore',
        status: 'restored',
        stamp: { restored_at: at },
        videoStatus: 'published',
        // Only the videos still unpublished come back; one removed since the takedown stays removed, and
        // one another notice still holds stays down until that notice allows it (docs/decisions/0055).
        pick: (before, heldElsewhere) =>
          notice.videoIds.filter((v) => before[v] === 'unpublished' && !heldElsewhere.has(v)),
      });
    });
    await this.videosChanged(videoIds);
    return done(`${videoIds.length} videos restored`);
  }

  /**
   * Takedown and restore move the notice's videos and the notice on in one step, and the audit entry keeps
   * every named video's status from before, so that a partial restore can be told from a full one.
   */
  private async moveVideos(
    tx: Tx,
    actor: Actor,
    at: string,
    notice: NoticeHead,
    step: {
      action: string;
      status: 'taken_down' | 'restored';
      stamp: { taken_down_at: string } | { restored_at: string };
      videoStatus: VideoStatus;
      pick: (before: Record<number, VideoStatus>, heldElsewhere: Set<number>) => number[];
    },
  ): Promise<number[]> {
    const before = await this.notices.statuses(tx, notice.videoIds);
    const heldElsewhere = await this.notices.heldByOtherNotices(tx, notice.videoIds, notice.id);
    const moved = step.pick(before, heldElsewhere);
    await this.notices.setVideoStatus(tx, moved, step.videoStatus);
    await this.notices.update(tx, notice.id, { status: step.status, ...step.stamp });
    await this.audit.record(tx, actor, at, {
      action: step.action,
      objectType: 'dmca',
      objectId: notice.id,
      before: { status: notice.status, videos: before },
      after: { status: step.status, videos: Object.fromEntries(moved.map((v) => [v, step.videoStatus])) },
    });
    return moved;
  }

  private videosChanged(videoIds: number[]): Promise<void> {
    return this.versions.bump(
      cacheTags.catalogue,
      cacheTags.toplists,
      ...videoIds.flatMap((v) => [cacheTags.video(v), cacheTags.comments(v)]),
    );
  }
}
