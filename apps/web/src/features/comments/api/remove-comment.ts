import { apiRoutes, type Message } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

/** POST /api/videocomment/removeCommentById?id (its author or staff): removes it and its replies. */
export function removeComment(commentId: string): Promise<Message> {
  return callApi(apiRoutes.comments.remove, { query: { id: commentId } });
}

export const useRemoveComment = defineMutation(removeComment, { invalidates: ['comments'] });
