import { infiniteQueryOptions } from '@tanstack/react-query';
import type { HistoryEntry } from '@starlane/contract';
import { getValues } from '@/lib/define-query';

export const HISTORY_PAGE_SIZE = 12;

/** GET /api/history?amount&page (member): their history, last watched first. */
export function getHistory(amount: number, page: number, signal?: AbortSignal): Promise<HistoryEntry[]> {
  return getValues<HistoryEntry>('/api/history', { amount, page }, signal);
}

export const getHistoryPagesQueryOptions = (amount = HISTORY_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: ['history', 'list', amount] as const,
    queryFn: ({ pageParam, signal }) => getHistory(amount, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: HistoryEntry[], _all: HistoryEntry[][], lastPageParam: number) =>
      lastPage.length < amount ? undefined : lastPageParam + 1,
  });
