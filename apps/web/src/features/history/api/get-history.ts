import { callApiValues } from '@/lib/api-client';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRoutes, type HistoryEntry } from '@starlane/contract';
import { pageQueryParts } from '@/lib/define-query';

export const HISTORY_PAGE_SIZE = 12;

/** GET /api/history?amount&page (member): their history, last watched first. */
export function getHistory(amount: number, page: number, signal?: AbortSignal): Promise<HistoryEntry[]> {
  return callApiValues(apiRoutes.history.all, { query: { amount, page }, signal });
}

export const getHistoryPagesQueryOptions = (amount = HISTORY_PAGE_SIZE) =>
  infiniteQueryOptions({
    ...pageQueryParts('history/list', amount),
    queryFn: ({ pageParam, signal }) => getHistory(amount, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: HistoryEntry[], _all: HistoryEntry[][], lastPageParam: number) =>
      lastPage.length < amount ? undefined : lastPageParam + 1,
  });
