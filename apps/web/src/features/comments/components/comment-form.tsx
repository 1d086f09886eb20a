import { useId, useState, type FormEvent } from 'react';
import { COMMENT_BODY_MAX } from '@starlane/contract';
import { useMessages } from '@/lib/i18n/messages';
import { useAuth } from '@/lib/auth/auth-context';
import { isApiError } from '@/lib/api-client';
import { notify, notifyError, notifyNotLoggedIn } from '@/lib/toast';
import { useAddComment } from '../api/add-comment';

export interface CommentFormProps {
  videoId: string;
  /** Set for a reply: the comment replied to. */
  parentCommentId?: string;
  label: string;
  submitLabel: string;
  autoFocus?: boolean;
  onPosted?: () => void;
  onCancel?: () => void;
}

/** A labelled comment (or reply) box with a character counter; visitors get the not-logged-in toast. */
export function CommentForm({
  videoId,
  parentCommentId,
  label,
  submitLabel,
  autoFocus = false,
  onPosted,
  onCancel,
}: CommentFormProps) {
  const { isSignedIn } = useAuth();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { mutate, isPending } = useAddComment();
  const t = useMessages();
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    if (!isSignedIn) {
      notifyNotLoggedIn(t.spec.notLoggedIn);
      return;
    }
    const body = text.trim();
    if (body.length === 0 || body.length > COMMENT_BODY_MAX) {
      setError(t.comments.lengthRule(COMMENT_BODY_MAX));
      return;
    }
    setError(null);
    mutate(
      { videoId, body, ...(parentCommentId ? { parentCommentId } : {}) },
      {
        onSuccess: () => {
          notify.success(t.spec.commentThanks);
          setText('');
          onPosted?.();
        },
        onError: (failure) => {
          const fieldMessage = isApiError(failure) ? failure.fieldError('videocomment') : undefined;
          if (fieldMessage) setError(fieldMessage);
          else notifyError(failure, t.comments.postFailed);
        },
      },
    );
  };

  const describedBy = [counterId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <form onSubmit={submit} noValidate className="sl-comment-form">
      <label htmlFor={fieldId} className="form-label">
        {label}
      </label>
      <textarea
        id={fieldId}
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={parentCommentId ? 2 : 3}
        maxLength={COMMENT_BODY_MAX}
        value={text}
        // The reply box opens because the member asked for it, so taking the focus is expected.
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <div className="d-flex align-items-center justify-content-between gap-2 mt-2">
        <small id={counterId} className="text-body-secondary">
          {text.length}/{COMMENT_BODY_MAX}
          <span className="visually-hidden"> {t.comments.characters}</span>
        </small>
        <div className="d-flex gap-2">
          {onCancel && (
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
              {t.common.cancel}
            </button>
          )}
          {/* Not `disabled`: a disabled button drops the keyboard focus to the page's body while posting. */}
          <button type="submit" className="btn btn-sm btn-primary" aria-disabled={isPending || undefined}>
            {submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}
