import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryEntry, Values } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** GET /api/history/continue?amount (member): half-watched videos, last watched first. */
export async function getContinueWatching(amount: number, signal?: AbortSignal): Promise<HistoryEntry[]> {
  const body = await api.get<Values<HistoryEntry>>('/api/history/continue', {
    query: { amount },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

export function useContinueWatching(amount: number, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['history', 'continue', amount] as const,
      queryFn: ({ signal }) => getContinueWatching(amount, signal),
    }),
    enabled,
  });
}
