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
