import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { type Comment } from '@starlane/contract';
import { QueryState } from '@/components/query-state';
import { useAuth } from '@/lib/auth/auth-context';
import { useManageInfo } from '@/lib/auth/get-manage-info';
import { notify, notifyError, notifyNotLoggedIn } from '@/lib/toast';
import { useVideoComments } from '../api/get-video-comments';
import { useRemoveComment } from '../api/remove-comment';
import { threadComments } from '../utils/thread-comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { useMessages } from '@/lib/i18n/messages';

// Opened by a few visitors only: its code (the dialog, the form, the report call) loads on first use.
const ReportCommentModal = lazy(() =>
  import('./report-comment-modal').then((module) => ({ default: module.ReportCommentModal })),
);

/** A video's comment box and its threaded comments (replies one level in). */
export function CommentSection({ videoId }: { videoId: string }) {
  const headingId = useId();
  const t = useMessages();
  const { isSignedIn } = useAuth();
  const { data: account } = useManageInfo();
  const query = useVideoComments(videoId);
  const { mutate: remove, isPending: isRemoving, variables: removingId } = useRemoveComment();
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const [reporting, setReporting] = useState<Comment | null>(null);

  const comments = query.data;
  const threads = useMemo(() => (comments ? threadComments(comments) : undefined), [comments]);

  const memberOnly = (action: () => void) => () => {
    if (!isSignedIn) {
      notifyNotLoggedIn(t.spec.notLoggedIn);
      return;
    }
    action();
  };

  // Authors remove their own comments; staff may remove any (the server checks both).
  const canRemove = (comment: Comment) =>
    account !== undefined &&
    (account.role === 'staff' || (comment.memberId !== null && comment.memberId === account.id));

  const removeComment = (comment: Comment) => {
    remove(comment.id, {
      onSuccess: () => {
        notify.success(t.comments.removed);
      },
      onError: (error) => {
        notifyError(error, t.comments.removeFailed);
      },
    });
  };

  const renderComment = (comment: Comment) => (
    <>
      <CommentItem
        comment={comment}
        canRemove={canRemove(comment)}
        isRemoving={isRemoving && removingId === comment.id}
        onReply={memberOnly(() => {
          setReplyTo((current) => (current === comment.id ? null : comment.id));
        })}
        onReport={memberOnly(() => {
          setReporting(comment);
        })}
        onRemove={() => {
          removeComment(comment);
        }}
      />
      {replyTo === comment.id && (
        <div className="sl-reply-box ms-4 mt-2 mb-3">
          <CommentForm
            videoId={videoId}
            parentCommentId={comment.id}
            label={t.comments.yourReplyTo(comment.userName)}
            submitLabel={t.comments.postReply}
            autoFocus
            onPosted={() => {
              setReplyTo(null);
            }}
            onCancel={() => {
              setReplyTo(null);
            }}
          />
        </div>
      )}
    </>
  );

  return (
    <section aria-labelledby={headingId} className="sl-comments mt-4">
      <h2 id={headingId} className="h4">
        {t.comments.heading}
      </h2>
      <CommentForm videoId={videoId} label={t.comments.yourComment} submitLabel={t.comments.post} />
      <div className="mt-3">
        <QueryState
          query={{ ...query, data: threads }}
          what={t.comments.theComments}
          empty={t.spec.noComments}
        >
          {(loaded) => (
            <ol className="list-unstyled mb-0 sl-comment-list" aria-label={t.comments.heading}>
              {loaded.map(({ comment, replies }) => (
                <li key={comment.id} className="sl-comment-thread border-top py-3">
                  {renderComment(comment)}
                  {replies.length > 0 && (
                    <ol
                      className="list-unstyled mb-0 mt-2 ms-4 ps-3 border-start sl-comment-replies"
                      aria-label={t.comments.repliesTo(comment.userName)}
                    >
                      {replies.map((reply) => (
                        <li key={reply.id} className="sl-comment-reply py-2">
                          {renderComment(reply)}
                        </li>
                      ))}
                    </ol>
                  )}
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </div>
      {reporting && (
        <Suspense fallback={null}>
          <ReportCommentModal
            commentId={reporting.id}
            authorName={reporting.userName}
            show
            onClose={() => {
              setReporting(null);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
