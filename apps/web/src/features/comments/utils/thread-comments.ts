import type { Comment } from '@starlane/contract';
import { ALL_ZERO_UUID } from '@/config/constants';

export interface CommentThread {
  comment: Comment;
  replies: Comment[];
}

/**
 * Groups comments into threads shown one level deep: top-level comments in the server's order, each with
 * its replies. A reply whose parent is missing (or is itself a reply) joins the thread of the nearest
 * top-level ancestor, or becomes a thread of its own, so no comment is ever dropped.
 */
export function threadComments(comments: readonly Comment[]): CommentThread[] {
  const byId = new Map(comments.map((comment) => [comment.id, comment]));
  const threads = new Map<string, CommentThread>();
  const isTopLevel = (comment: Comment) =>
    comment.parentCommentId === ALL_ZERO_UUID || !byId.has(comment.parentCommentId);

  const rootOf = (comment: Comment): Comment => {
    let current = comment;
    const seen = new Set<string>();
    while (!isTopLevel(current) && !seen.has(current.id)) {
      seen.add(current.id);
      const parent = byId.get(current.parentCommentId);
      if (!parent) break;
      current = parent;
    }
    return current;
  };

  for (const comment of comments) {
    if (isTopLevel(comment)) threads.set(comment.id, { comment, replies: [] });
  }
  for (const comment of comments) {
    if (isTopLevel(comment)) continue;
    const root = rootOf(comment);
    const thread = threads.get(root.id);
    if (thread && root.id !== comment.id) thread.replies.push(comment);
    else threads.set(comment.id, { comment, replies: [] });
  }
  // Threads keep the order of their top-level comments in the server's list.
  return comments.flatMap((comment) => {
    const thread = threads.get(comment.id);
    return thread ? [thread] : [];
  });
}
