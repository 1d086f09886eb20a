import { infiniteQueryOptions } from '@tanstack/react-query';
import type { HistoryEntry, Values } from '@starlane/contract';
import { api } from '@/lib/api-client';

export const HISTORY_PAGE_SIZE = 12;

/** GET /api/history?amount&page (member): their history, last watched first. */
export async function getHistory(
  amount: number,
  page: number,
  signal?: AbortSignal,
): Promise<HistoryEntry[]> {
  const body = await api.get<Values<HistoryEntry>>('/api/history', {
    query: { amount, page },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

export const getHistoryPagesQueryOptions = (amount = HISTORY_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: ['history', 'list', amount] as const,
    queryFn: ({ pageParam, signal }) => getHistory(amount, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: HistoryEntry[], _all: HistoryEntry[][], lastPageParam: number) =>
      lastPage.length < amount ? undefined : lastPageParam + 1,
  });
