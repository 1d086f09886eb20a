import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { AdminMember, AdminPage, AdminReport, MemberRole } from '@starlane/contract';
import { offsetOf, pageAndTotal, type Page } from '../db/paging.js';
import type { Database } from '../db/schema.js';
import type { Executor, Tx } from '../db/transaction.js';
import { addToCounter } from '../catalogue/index.js';
import { lowerLike } from './search-text.js';

export interface MemberFilter {
  q?: string | undefined;
  role?: MemberRole | undefined;
  banned?: boolean | undefined;
  sort?: 'newest' | 'oldest' | 'name' | undefined;
  dir?: 'asc' | 'desc' | undefined;
}

/** The comment a report is about, as the actions on it need it. */
export interface ReportedComment {
  id: string;
  videoId: number;
  memberId: string | null;
  parentCommentId: string;
  hidden: boolean;
}

/** Comment reports and members, as staff moderate them. */
export class ModerationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  // --- reports ---

  /** Reported comments, grouped by comment, the most recently reported first. */
  async listReports(state: 'open' | 'resolved', page: Page): Promise<AdminPage<AdminReport>> {
    const reports = this.db
      .selectFrom('comment_reports')
      .where('resolved_at', state === 'open' ? 'is' : 'is not', null);
    const [groups, total] = await Promise.all([
      reports
        .select((eb) => [
          'comment_id',
          eb.fn.countAll<string>().as('report_count'),
          eb.fn.count<string>('member_id').distinct().as('reporter_count'),
          eb.fn.max('created_at').as('last_at'),
        ])
        .groupBy('comment_id')
        .orderBy('last_at', 'desc')
        .orderBy('comment_id')
        .limit(page.amount)
        .offset(offsetOf(page))
        .execute(),
      reports.select((eb) => eb.fn.count<string>('comment_id').distinct().as('n')).executeTakeFirstOrThrow(),
    ]);
    const ids = groups.map((g) => g.comment_id);
    if (ids.length === 0) return { $values: [], total: Number(total.n) };
    const [comments, reasons] = await Promise.all([
      this.db
        .selectFrom('comments')
        .innerJoin('videos', 'videos.id', 'comments.video_id')
        .leftJoin('members', 'members.id', 'comments.member_id')
        .select([
          'comments.id',
          'comments.body',
          'comments.created_at',
          'comments.hidden_at',
          'comments.member_id',
          'members.user_name',
          'members.banned_at',
          'videos.id as video_id',
          'videos.wmc_external_id',
          'videos.title',
        ])
        .where('comments.id', 'in', ids)
        .execute(),
      reports
        .innerJoin('members', 'members.id', 'comment_reports.member_id')
        .select([
          'comment_reports.comment_id',
          'comment_reports.feedback',
          'comment_reports.created_at',
          'members.user_name',
        ])
        .where('comment_reports.comment_id', 'in', ids)
        .orderBy('comment_reports.created_at', 'desc')
        .execute(),
    ]);
    const byId = new Map(comments.map((c) => [c.id, c]));
    return {
      total: Number(total.n),
      $values: groups.flatMap((group) => {
        const c = byId.get(group.comment_id);
        if (!c) return [];
        return [
          {
            commentId: c.id,
            body: c.body,
            createdDate: c.created_at,
            hidden: c.hidden_at !== null,
            author:
              c.member_id && c.user_name
                ? { id: c.member_id, userName: c.user_name, banned: c.banned_at !== null }
                : null,
            video: { id: c.video_id, wmcExternalId: c.wmc_external_id, title: c.title },
            reportCount: Number(group.report_count),
            reporterCount: Number(group.reporter_count),
            lastReportedAt: String(group.last_at),
            reasons: reasons
              .filter((r) => r.comment_id === c.id)
              .map((r) => ({ feedback: r.feedback, reporter: r.user_name, at: r.created_at })),
          },
        ];
      }),
    };
  }

  async openReportCount(db: Executor = this.db): Promise<number> {
    const row = await db
      .selectFrom('comment_reports')
      .select((eb) => eb.fn.count<string>('comment_id').distinct().as('n'))
      .where('resolved_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async comment(tx: Tx, id: string): Promise<ReportedComment | undefined> {
    const row = await tx
      .selectFrom('comments')
      .select(['id', 'video_id', 'member_id', 'parent_comment_id', 'hidden_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          videoId: row.video_id,
          memberId: row.member_id,
          parentCommentId: row.parent_comment_id,
          hidden: row.hidden_at !== null,
        }
      : undefined;
  }

  /** Marks the comment's open reports resolved; answers how many. */
  async resolveReports(tx: Tx, commentId: string, at: string): Promise<number> {
    const result = await tx
      .updateTable('comment_reports')
      .set({ resolved_at: at })
      .where('comment_id', '=', commentId)
      .where('resolved_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async setHidden(tx: Tx, commentId: string, hiddenAt: string | null): Promise<void> {
    await tx.updateTable('comments').set({ hidden_at: hiddenAt }).where('id', '=', commentId).execute();
  }

  /** Removes the comment with its replies (the existing rule) and counts them off the video. */
  async deleteComment(tx: Tx, comment: ReportedComment): Promise<string[]> {
    const removed = await tx
      .deleteFrom('comments')
      .where((eb) => eb.or([eb('id', '=', comment.id), eb('parent_comment_id', '=', comment.id)]))
      .returning('member_id')
      .execute();
    await addToCounter(tx, comment.videoId, 'comment_count', -removed.length);
    return removed.flatMap((row) => (row.member_id ? [row.member_id] : []));
  }

  // --- members ---

  async listMembers(filter: MemberFilter, page: Page): Promise<AdminPage<AdminMember>> {
    const sort = filter.sort ?? 'newest';
    const dir = filter.dir ?? (sort === 'newest' ? 'desc' : 'asc');
    const column = sort === 'name' ? 'members.user_name_key' : 'members.created_at';
    const ordered = filtered(selectMembers(this.db), filter).orderBy(column, dir).orderBy('members.id', dir);
    return pageAndTotal(ordered, filtered(this.db.selectFrom('members'), filter), page, toAdminMember);
  }

  async member(id: string, db: Executor = this.db): Promise<AdminMember | undefined> {
    const row = await selectMembers(db).where('members.id', '=', id).executeTakeFirst();
    return row ? toAdminMember(row) : undefined;
  }

  async staffCount(tx: Tx): Promise<number> {
    const row = await tx
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('role', '=', 'staff')
      .where('banned_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Bans the member and ends every session of theirs; optionally hides what they posted. */
  async ban(
    tx: Tx,
    id: string,
    ban: { at: string; reason: string; hideComments: boolean },
  ): Promise<{ hiddenVideoIds: number[] }> {
    await tx
      .updateTable('members')
      .set({ banned_at: ban.at, ban_reason: ban.reason || null })
      .where('id', '=', id)
      .execute();
    await tx.deleteFrom('sessions').where('member_id', '=', id).execute();
    if (!ban.hideComments) return { hiddenVideoIds: [] };
    const hidden = await tx
      .updateTable('comments')
      .set({ hidden_at: ban.at })
      .where('member_id', '=', id)
      .where('hidden_at', 'is', null)
      .returning('video_id')
      .execute();
    return { hiddenVideoIds: [...new Set(hidden.map((h) => h.video_id))] };
  }

  async unban(tx: Tx, id: string): Promise<void> {
    await tx.updateTable('members').set({ banned_at: null, ban_reason: null }).where('id', '=', id).execute();
  }

  async setRole(tx: Tx, id: string, role: MemberRole): Promise<void> {
    await tx.updateTable('members').set({ role }).where('id', '=', id).execute();
  }
}

function filtered<O>(
  query: SelectQueryBuilder<Database, 'members', O>,
  filter: MemberFilter,
): SelectQueryBuilder<Database, 'members', O> {
  let q = query;
  if (filter.q) {
    const text = filter.q;
    q = q.where((eb) =>
      eb.or([lowerLike(sql.ref('members.user_name'), text), lowerLike(sql.ref('members.email'), text)]),
    );
  }
  if (filter.role) q = q.where('members.role', '=', filter.role);
  if (filter.banned !== undefined) q = q.where('members.banned_at', filter.banned ? 'is not' : 'is', null);
  return q;
}

function selectMembers(db: Executor) {
  const countOf = (table: 'comments' | 'ratings' | 'playlists') =>
    sql<string>`(select count(*) from ${sql.table(table)} where ${sql.ref(`${table}.member_id`)} = members.id)`;
  return db
    .selectFrom('members')
    .select([
      'members.id',
      'members.user_name',
      'members.email',
      'members.role',
      'members.created_at',
      'members.email_confirmed_at',
      'members.banned_at',
      'members.ban_reason',
      countOf('comments').as('comment_count'),
      countOf('ratings').as('rating_count'),
      countOf('playlists').as('playlist_count'),
    ]);
}

function toAdminMember(row: {
  id: string;
  user_name: string;
  email: string;
  role: MemberRole;
  created_at: string;
  email_confirmed_at: string | null;
  banned_at: string | null;
  ban_reason: string | null;
  comment_count: string | number;
  rating_count: string | number;
  playlist_count: string | number;
}): AdminMember {
  return {
    id: row.id,
    userName: row.user_name,
    email: row.email,
    role: row.role,
    createdAt: row.created_at,
    emailConfirmed: row.email_confirmed_at !== null,
    bannedAt: row.banned_at,
    banReason: row.ban_reason,
    commentCount: Number(row.comment_count),
    ratingCount: Number(row.rating_count),
    playlistCount: Number(row.playlist_count),
  };
}
