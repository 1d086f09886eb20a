import { apiRoutes, type Comment } from '@starlane/contract';
import { ALL_ZERO_UUID } from '@/config/constants';
import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

export interface AddCommentInput {
  videoId: string;
  body: string;
  /** The comment replied to; top-level comments leave it out. */
  parentCommentId?: string;
}

/** POST /api/videocomment/addCommentToVideo (member) with the original's JSON keys. */
export function addComment({ videoId, body, parentCommentId }: AddCommentInput): Promise<Comment> {
  return callApi(apiRoutes.comments.add, {
    body: { videoId, videocomment: body, ParentCommentId: parentCommentId ?? ALL_ZERO_UUID },
  });
}

/** Adds a comment or reply; the comment lists (this video's, the member's) reload afterwards (spec 4). */
export const useAddComment = defineMutation(addComment, { invalidates: ['comments'] });
