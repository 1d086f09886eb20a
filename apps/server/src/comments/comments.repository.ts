import type { Kysely } from 'kysely';
import type { Comment } from '@starlane/contract';
import type { Database } from '../db/schema.js';

/** Shown for comments whose author has deleted their account. */
export const DELETED_MEMBER_NAME = 'deleted member';

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

  private comments() {
    return this.db
      .selectFrom('comments')
      .innerJoin('videos', 'videos.id', 'comments.video_id')
      .leftJoin('members', 'members.id', 'comments.member_id')
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

  /** Adds a comment and counts it on its video in one transaction. */
  async add(comment: {
    id: string;
    videoId: number;
    memberId: string;
    parentCommentId: string;
    body: string;
    at: string;
  }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
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
      await trx
        .updateTable('videos')
        .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
        .where('id', '=', comment.videoId)
        .execute();
    });
  }

  /** Removes a comment with its replies and takes them off the video's count. */
  async remove(id: string, videoId: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('comments')
        .where((eb) => eb.or([eb('id', '=', id), eb('parent_comment_id', '=', id)]))
        .executeTakeFirst();
      await trx
        .updateTable('videos')
        .set((eb) => ({ comment_count: eb('comment_count', '-', Number(removed.numDeletedRows)) }))
        .where('id', '=', videoId)
        .execute();
    });
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
}
