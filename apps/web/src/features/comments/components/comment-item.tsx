import { Link } from 'react-router';
import type { Comment } from '@starlane/contract';
import { paths } from '@/config/paths';
import { formatCommentDate } from '@/lib/format';
import { FlagIcon, ReplyIcon, TrashIcon } from './comment-icons';

export interface CommentItemProps {
  comment: Comment;
  canRemove: boolean;
  isRemoving: boolean;
  onReply: () => void;
  onReport: () => void;
  onRemove: () => void;
}

/** One comment: author, Danish date, the body as plain text, and its actions. */
export function CommentItem({
  comment,
  canRemove,
  isRemoving,
  onReply,
  onReport,
  onRemove,
}: CommentItemProps) {
  return (
    <article className="sl-comment" aria-label={`Comment by ${comment.userName}`}>
      <header className="d-flex flex-wrap align-items-baseline gap-2">
        <strong className="sl-comment-author">
          {comment.memberId !== null ? (
            <Link to={paths.member(comment.memberId, comment.userName)}>{comment.userName}</Link>
          ) : (
            comment.userName
          )}
        </strong>
        <time className="small text-body-secondary" dateTime={comment.createdDate}>
          {formatCommentDate(comment.createdDate)}
        </time>
      </header>
      {/* Plain text only: React escapes it, and pre-wrap keeps the author's line breaks. */}
      <p className="sl-comment-body mb-1" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.body}
      </p>
      <div className="d-flex gap-1">
        <button
          type="button"
          className="btn btn-sm btn-link text-body-secondary p-1"
          aria-label="Reply"
          title="Reply"
          onClick={onReply}
        >
          <ReplyIcon />
        </button>
        <button
          type="button"
          className="btn btn-sm btn-link text-body-secondary p-1"
          aria-label="Report"
          title="Report"
          onClick={onReport}
        >
          <FlagIcon />
        </button>
        {canRemove && (
          <button
            type="button"
            className="btn btn-sm btn-link text-danger p-1"
            aria-label="Remove"
            title="Remove"
            disabled={isRemoving}
            onClick={onRemove}
          >
            <TrashIcon />
          </button>
        )}
      </div>
    </article>
  );
}
