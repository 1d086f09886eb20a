import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** POST /api/history/remove?videoId (member): takes one video out of their history. */
export function removeHistoryEntry(videoId: string): Promise<Message> {
  return api.post<Message>('/api/history/remove', undefined, { query: { videoId } });
}

export function useRemoveHistoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeHistoryEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['history'] }),
  });
}
