import type {
  AdminDone,
  AdminMember,
  AdminPage,
  AdminReport,
  Dashboard,
  MemberRole,
} from '@starlane/contract';
import type { Page } from '../db/paging.js';
import type { RunInTransaction, Tx } from '../db/transaction.js';
import { BadRequestError, ConflictError, found } from '../errors.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { Clock } from '../infra/clock.js';
import type { Versions } from '../infra/versions.js';
import type { SessionMember } from '../security/session.plugin.js';
import type { AccountService } from '../accounts/index.js';
import type { Actor, AuditRepository } from './audit.repository.js';
import type { DashboardRepository } from './dashboard.repository.js';
import type { DmcaRepository } from './dmca.repository.js';
import type { MemberFilter, ModerationRepository, ReportedComment } from './moderation.repository.js';
import { done, staffOf } from './staff.js';

const DAY_MS = 24 * 60 * 60_000;

export type ReportAction = 'dismiss' | 'hide' | 'delete' | 'ban-author';

/** The comment reports queue, the members and the dashboard. */
export class ModerationService {
  constructor(
    private readonly moderation: ModerationRepository,
    private readonly dmca: Pick<DmcaRepository, 'openCount'>,
    private readonly dashboardCounts: DashboardRepository,
    private readonly audit: AuditRepository,
    private readonly accounts: Pick<AccountService, 'resendConfirmation'>,
    private readonly transaction: RunInTransaction,
    private readonly versions: Versions,
    private readonly clock: Clock,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  async dashboard(member: SessionMember | null): Promise<Dashboard> {
    staffOf(member);
    const now = this.clock.now();
    const today = `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;
    const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
    const [reports, notices] = await Promise.all([this.moderation.openReportCount(), this.dmca.openCount()]);
    return this.dashboardCounts.counts(today, weekAgo, { reports, notices });
  }

  // --- reports ---

  reports(
    member: SessionMember | null,
    state: 'open' | 'resolved',
    page: Page,
  ): Promise<AdminPage<AdminReport>> {
    staffOf(member);
    return this.moderation.listReports(state, page);
  }

  /**
   * Acts on a reported comment and resolves its open reports. Dismiss shows it again (it may have been
   * hidden by the reports); hide keeps it hidden; delete removes it with its replies; ban-author bans its
   * author (ending their sessions) and keeps the comment hidden.
   */
  async actOnReport(
    member: SessionMember | null,
    commentId: string,
    action: ReportAction,
  ): Promise<AdminDone> {
    const actor = staffOf(member);
    const at = this.now();
    const changed = await this.transaction(async (tx) => {
      const comment = found(await this.moderation.comment(tx, commentId), 'Comment');
      const resolved = await this.moderation.resolveReports(tx, commentId, at);
      let authors: string[] = comment.memberId ? [comment.memberId] : [];
      if (action === 'dismiss') await this.moderation.setHidden(tx, commentId, null);
      if (action === 'hide') await this.moderation.setHidden(tx, commentId, at);
      if (action === 'delete') authors = await this.moderation.deleteComment(tx, comment);
      if (action === 'ban-author') {
        if (!comment.memberId) throw new BadRequestError('The author has deleted their account already');
        await this.moderation.setHidden(tx, commentId, at);
        await this.banInTx(
          tx,
          actor,
          comment.memberId,
          { reason: 'comment reported', hideComments: false },
          at,
        );
      }
      await this.audit.record(tx, actor, at, {
        action: `report.${action}`,
        objectType: 'comment',
        objectId: commentId,
        before: { hidden: comment.hidden, openReports: resolved },
        after: action === 'delete' ? null : { hidden: action !== 'dismiss', openReports: 0 },
      });
      return { comment, authors };
    });
    await this.commentsChanged(changed.comment, changed.authors);
    const titles = {
      dismiss: 'Reports dismissed',
      hide: 'Comment hidden',
      delete: 'Comment deleted',
      'ban-author': 'Author banned',
    } as const;
    return done(titles[action]);
  }

  private commentsChanged(comment: ReportedComment, authors: readonly string[]): Promise<void> {
    return this.versions.bump(
      cacheTags.video(comment.videoId),
      cacheTags.comments(comment.videoId),
      cacheTags.toplists,
      ...new Set(authors.map((a) => cacheTags.member(a))),
    );
  }

  // --- members ---

  members(member: SessionMember | null, filter: MemberFilter, page: Page): Promise<AdminPage<AdminMember>> {
    staffOf(member);
    return this.moderation.listMembers(filter, page);
  }

  private async banInTx(
    tx: Tx,
    actor: Actor,
    memberId: string,
    ban: { reason: string; hideComments: boolean },
    at: string,
  ): Promise<number[]> {
    if (memberId === actor.id) throw new BadRequestError('You cannot ban yourself');
    const before = found(await this.moderation.member(memberId, tx), 'Member');
    if (before.role === 'staff' && (await this.moderation.staffCount(tx)) <= 1) {
      throw new ConflictError('The last staff member cannot be banned');
    }
    const { hiddenVideoIds } = await this.moderation.ban(tx, memberId, { at, ...ban });
    await this.audit.record(tx, actor, at, {
      action: 'member.ban',
      objectType: 'member',
      objectId: memberId,
      before: { bannedAt: before.bannedAt, banReason: before.banReason },
      after: { bannedAt: at, banReason: ban.reason || null, hideComments: ban.hideComments },
    });
    return hiddenVideoIds;
  }

  /** Bans a member: every session of theirs ends at once and they cannot sign in again until unbanned. */
  async ban(
    member: SessionMember | null,
    memberId: string,
    ban: { reason: string; hideComments: boolean },
  ): Promise<AdminMember> {
    const actor = staffOf(member);
    const at = this.now();
    const hidden = await this.transaction((tx) => this.banInTx(tx, actor, memberId, ban, at));
    await this.versions.bump(
      cacheTags.member(memberId),
      ...hidden.flatMap((v) => [cacheTags.comments(v), cacheTags.video(v)]),
    );
    return found(await this.moderation.member(memberId), 'Member');
  }

  async unban(member: SessionMember | null, memberId: string): Promise<AdminMember> {
    const actor = staffOf(member);
    await this.transaction(async (tx) => {
      const before = found(await this.moderation.member(memberId, tx), 'Member');
      await this.moderation.unban(tx, memberId);
      await this.audit.record(tx, actor, this.now(), {
        action: 'member.unban',
        objectType: 'member',
        objectId: memberId,
        before: { bannedAt: before.bannedAt, banReason: before.banReason },
        after: { bannedAt: null, banReason: null },
      });
    });
    return found(await this.moderation.member(memberId), 'Member');
  }

  /** Changes a member's role; the last staff member cannot be demoted (nobody could undo it). */
  async setRole(member: SessionMember | null, memberId: string, role: MemberRole): Promise<AdminMember> {
    const actor = staffOf(member);
    await this.transaction(async (tx) => {
      const before = found(await this.moderation.member(memberId, tx), 'Member');
      if (before.role === 'staff' && role !== 'staff' && (await this.moderation.staffCount(tx)) <= 1) {
        throw new ConflictError('The last staff member cannot be demoted');
      }
      await this.moderation.setRole(tx, memberId, role);
      await this.audit.record(tx, actor, this.now(), {
        action: 'member.role',
        objectType: 'member',
        objectId: memberId,
        before: { role: before.role },
        after: { role },
      });
    });
    return found(await this.moderation.member(memberId), 'Member');
  }

  async resendConfirmation(member: SessionMember | null, memberId: string): Promise<AdminDone> {
    const actor = staffOf(member);
    const target = found(await this.moderation.member(memberId), 'Member');
    if (target.emailConfirmed) throw new BadRequestError('This member has confirmed their e-mail already');
    await this.transaction((tx) =>
      this.audit.record(tx, actor, this.now(), {
        action: 'member.resend-confirmation',
        objectType: 'member',
        objectId: memberId,
        before: null,
        after: { email: target.email },
      }),
    );
    // The accounts flow's own limits apply, keyed to the staff member instead of an address.
    // In the member's own language, not the staff member's (docs/decisions/0082).
    await this.accounts.resendConfirmation(target.email, `staff:${actor.id}`, undefined);
    return done('Confirmation mail sent');
  }
}
