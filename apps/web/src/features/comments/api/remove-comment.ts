import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** POST /api/videocomment/removeCommentById?id (its author or staff): removes it and its replies. */
export function removeComment(commentId: string): Promise<Message> {
  return api.post<Message>('/api/videocomment/removeCommentById', undefined, { query: { id: commentId } });
}

export function useRemoveComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['comments'] }),
  });
}
