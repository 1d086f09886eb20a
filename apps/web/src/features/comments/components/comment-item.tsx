import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Comment } from '@starlane/contract';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { FlagIcon, ReplyIcon, TrashIcon } from './comment-icons';
import { useMessages } from '@/lib/i18n/messages';

export interface CommentItemProps {
  comment: Comment;
  canRemove: boolean;
  isRemoving: boolean;
  onReply: () => void;
  onReport: () => void;
  onRemove: () => void;
}

/** A comment's icon button; its label is also its tooltip. */
function ActionButton({
  label,
  tone = 'text-body-secondary',
  disabled,
  onClick,
  children,
}: {
  label: string;
  tone?: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`btn btn-sm btn-link ${tone} p-1`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
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
  const t = useMessages();
  const format = useFormat();
  return (
    <article className="sl-comment" aria-label={t.comments.by(comment.userName)}>
      <header className="d-flex flex-wrap align-items-baseline gap-2">
        <strong className="sl-comment-author">
          {comment.memberId !== null ? (
            <Link to={paths.member(comment.memberId, comment.userName)}>{comment.userName}</Link>
          ) : (
            comment.userName
          )}
        </strong>
        <time className="small text-body-secondary" dateTime={comment.createdDate}>
          {format.commentDate(comment.createdDate)}
        </time>
      </header>
      {/* Plain text only: React escapes it, and pre-wrap keeps the author's line breaks. */}
      <p className="sl-comment-body mb-1" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.body}
      </p>
      <div className="d-flex gap-1">
        <ActionButton label={t.comments.reply} onClick={onReply}>
          <ReplyIcon />
        </ActionButton>
        <ActionButton label={t.comments.report} onClick={onReport}>
          <FlagIcon />
        </ActionButton>
        {canRemove && (
          <ActionButton label={t.comments.remove} tone="text-danger" disabled={isRemoving} onClick={onRemove}>
            <TrashIcon />
          </ActionButton>
        )}
      </div>
    </article>
  );
}
