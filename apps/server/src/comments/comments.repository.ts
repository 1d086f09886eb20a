import type { Kysely } from 'kysely';
import type { AccountExport, Comment } from '@starlane/contract';
import type { Database } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import { addToCounter, rollUpDaily } from '../catalogue/index.js';

/** Shown for comments whose author has deleted their account. */
const DELETED_MEMBER_NAME = 'deleted member';

interface CommentRow {
  id: string;
  parent_comment_id: string;
  member_id: string | null;
  user_name: string | null;
  created_at: string;
  body: string;
  video_id: number;
  wmc_external_id: string;
  title: string;
}

function toComment(row: CommentRow): Comment {
  return {
    id: row.id,
    parentCommentId: row.parent_comment_id,
    userName: row.user_name ?? DELETED_MEMBER_NAME,
    memberId: row.member_id,
    createdDate: row.created_at,
    body: row.body,
    video: { id: row.video_id, wmcExternalId: row.wmc_external_id, title: row.title },
  };
}

export class CommentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Comments of published videos only: those of an unpublished video are kept, and hidden with it. Comments
   * hidden by staff or by reports are kept and not shown, and so are the replies of a hidden comment.
   */
  private comments() {
    return this.db
      .selectFrom('comments')
      .innerJoin('videos', 'videos.id', 'comments.video_id')
      .leftJoin('members', 'members.id', 'comments.member_id')
      .where('videos.status', '=', 'published')
      .where('comments.hidden_at', 'is', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('comments as parent')
              .select('parent.id')
              .whereRef('parent.id', '=', 'comments.parent_comment_id')
              .where('parent.hidden_at', 'is not', null),
          ),
        ),
      )
      .select([
        'comments.id',
        'comments.parent_comment_id',
        'comments.member_id',
        'members.user_name',
        'comments.created_at',
        'comments.body',
        'videos.id as video_id',
        'videos.wmc_external_id',
        'videos.title',
      ]);
  }

  async find(id: string): Promise<Comment | undefined> {
    const row = await this.comments().where('comments.id', '=', id).executeTakeFirst();
    return row ? toComment(row) : undefined;
  }

  async head(
    id: string,
  ): Promise<{ videoId: number; memberId: string | null; parentCommentId: string } | undefined> {
    const row = await this.db
      .selectFrom('comments')
      .select(['video_id', 'member_id', 'parent_comment_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? { videoId: row.video_id, memberId: row.member_id, parentCommentId: row.parent_comment_id }
      : undefined;
  }

  /** Adds a comment and counts it on its video. */
  async add(
    tx: Tx,
    comment: {
      id: string;
      videoId: number;
      memberId: string;
      parentCommentId: string;
      body: string;
      at: string;
    },
  ): Promise<void> {
    await tx
      .insertInto('comments')
      .values({
        id: comment.id,
        video_id: comment.videoId,
        member_id: comment.memberId,
        parent_comment_id: comment.parentCommentId,
        body: comment.body,
        created_at: comment.at,
      })
      .execute();
    await addToCounter(tx, comment.videoId, 'comment_count', 1);
    await rollUpDaily(tx, [{ videoId: comment.videoId, at: comment.at, comments: 1 }]);
  }

  /**
   * Removes a comment with its replies and takes them off the video's count; answers the authors of what
   * was removed (deleted members have none).
   */
  async remove(tx: Tx, id: string, videoId: number): Promise<string[]> {
    const removed = await tx
      .deleteFrom('comments')
      .where((eb) => eb.or([eb('id', '=', id), eb('parent_comment_id', '=', id)]))
      .returning(['member_id', 'created_at'])
      .execute();
    await addToCounter(tx, videoId, 'comment_count', -removed.length);
    await rollUpDaily(
      tx,
      removed.map((row) => ({ videoId, at: row.created_at, comments: -1 })),
    );
    return removed.flatMap((row) => (row.member_id ? [row.member_id] : []));
  }

  async report(report: { commentId: string; memberId: string; feedback: string; at: string }): Promise<void> {
    await this.db
      .insertInto('comment_reports')
      .values({
        comment_id: report.commentId,
        member_id: report.memberId,
        feedback: report.feedback,
        created_at: report.at,
        resolved_at: null,
      })
      .execute();
  }

  /** How many members have reported the comment since its reports were last resolved. */
  async openReporterCount(commentId: string): Promise<number> {
    const row = await this.db
      .selectFrom('comment_reports')
      .select((eb) => eb.fn.count<string>('member_id').distinct().as('n'))
      .where('comment_id', '=', commentId)
      .where('resolved_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Hides the comment unless it is hidden already; answers whether this call hid it. */
  async hide(commentId: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('comments')
      .set({ hidden_at: at })
      .where('id', '=', commentId)
      .where('hidden_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Oldest first, so a thread reads top to bottom; the client nests replies under their parents. */
  async listByVideo(videoId: number): Promise<Comment[]> {
    const rows = await this.comments()
      .where('comments.video_id', '=', videoId)
      .orderBy('comments.created_at')
      .orderBy('comments.id')
      .execute();
    return rows.map(toComment);
  }

  /** Newest first. */
  async listByMember(memberId: string): Promise<Comment[]> {
    const rows = await this.comments()
      .where('comments.member_id', '=', memberId)
      .orderBy('comments.created_at', 'desc')
      .orderBy('comments.id', 'desc')
      .limit(200)
      .execute();
    return rows.map(toComment);
  }

  /** The member's comments and reports, hidden ones too, for their export. */
  async exportFor(memberId: string): Promise<Pick<AccountExport, 'comments' | 'commentReports'>> {
    const [comments, reports] = await Promise.all([
      this.db
        .selectFrom('comments')
        .innerJoin('videos', 'videos.id', 'comments.video_id')
        .select([
          'comments.id',
          'videos.wmc_external_id',
          'comments.parent_comment_id',
          'comments.body',
          'comments.created_at',
        ])
        .where('comments.member_id', '=', memberId)
        .orderBy('comments.created_at')
        .execute(),
      this.db
        .selectFrom('comment_reports')
        .select(['comment_id', 'feedback', 'created_at'])
        .where('member_id', '=', memberId)
        .execute(),
    ]);
    return {
      comments: comments.map((c) => ({
        id: c.id,
        videoWmcExternalId: c.wmc_external_id,
        parentCommentId: c.parent_comment_id,
        body: c.body,
        createdAt: c.created_at,
      })),
      commentReports: reports.map((r) => ({
        commentId: r.comment_id,
        feedback: r.feedback,
        createdAt: r.created_at,
      })),
    };
  }

  /**
   * Deletes the member's reports; their comments stay, without an author (shown as from a deleted member).
   * Answers the videos they commented on.
   */
  async eraseFor(tx: Tx, memberId: string): Promise<number[]> {
    const commented = await tx
      .selectFrom('comments')
      .select('video_id')
      .distinct()
      .where('member_id', '=', memberId)
      .execute();
    await tx.deleteFrom('comment_reports').where('member_id', '=', memberId).execute();
    await tx.updateTable('comments').set({ member_id: null }).where('member_id', '=', memberId).execute();
    return commented.map((row) => row.video_id);
  }
}
