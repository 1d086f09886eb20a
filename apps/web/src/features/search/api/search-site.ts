import { callApiValues } from '@/lib/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@starlane/contract';
import { defineQuery } from '@/lib/define-query';

/** GET /api/search/?strSearch=: stars, videos and categories whose names start with the words typed. */
export const searchSite = (text: string, signal?: AbortSignal) =>
  callApiValues(apiRoutes.search.live, { query: { strSearch: text }, signal });

/** Results for the same text stay fresh briefly, so backspacing over a prefix does not ask again. */
const SEARCH_STALE_TIME_MS = 30_000;

export const searchQueryKey = (text: string) => ['search', text] as const;

/**
 * One query per text. Reading `signal` lets TanStack Query abort the request of a text the visitor has
 * already typed past, and an answer that still arrives lands under its own key, so results can never be
 * shown for the wrong text or out of order.
 */
const search = defineQuery(searchQueryKey, searchSite, { staleTime: SEARCH_STALE_TIME_MS });
export const searchQueryOptions = (text: string) => ({ ...search.options(text), enabled: text.length > 0 });

/** Live results for `text` (already trimmed; empty means no request); the previous list stays while typing. */
export function useSearch(text: string) {
  return useQuery({ ...searchQueryOptions(text), placeholderData: keepPreviousData });
}
