import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** POST /api/history/clear (member): empties their history. */
export function clearHistory(): Promise<Message> {
  return api.post<Message>('/api/history/clear');
}

export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearHistory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['history'] }),
  });
}
