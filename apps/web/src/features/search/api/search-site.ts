import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResult, Values } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** GET /api/search/?strSearch=: stars, videos and categories whose names start with the words typed. */
export async function searchSite(text: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const body = await api.get<Values<SearchResult>>('/api/search/', {
    query: { strSearch: text },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

/** Results for the same text stay fresh briefly, so backspacing over a prefix does not ask again. */
const SEARCH_STALE_TIME_MS = 30_000;

export const searchQueryKey = (text: string) => ['search', text] as const;

/**
 * One query per text. Reading `signal` lets TanStack Query abort the request of a text the visitor has
 * already typed past, and an answer that still arrives lands under its own key, so results can never be
 * shown for the wrong text or out of order.
 */
export const searchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: searchQueryKey(text),
    queryFn: ({ signal }) => searchSite(text, signal),
    enabled: text.length > 0,
    staleTime: SEARCH_STALE_TIME_MS,
  });

/** Live results for `text` (already trimmed; empty means no request); the previous list stays while typing. */
export function useSearch(text: string) {
  return useQuery({ ...searchQueryOptions(text), placeholderData: keepPreviousData });
}
