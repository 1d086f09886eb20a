import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  apiRoutes,
  DURATION_FILTERS,
  SEARCH_SORTS,
  type DurationFilter,
  type SearchResults,
  type SearchSort,
} from '@starlane/contract';
import { CATALOGUE_STALE_TIME_MS, DEFAULT_PAGE_AMOUNT } from '@/config/constants';
import { callApi } from '@/lib/api-client';
import { pageQueryParts } from '@/lib/define-query';

export interface SearchResultsChoice {
  sort: SearchSort;
  duration?: DurationFilter | undefined;
  /** A category's public id: only its videos. */
  categoryId?: string | undefined;
}

/** The sort, length filter and category a URL's `?sort=`, `?duration=` and `?category=` name. */
export function readSearchChoice(params: URLSearchParams): SearchResultsChoice {
  return {
    sort: SEARCH_SORTS.find((sort) => sort === params.get('sort')) ?? 'relevance',
    duration: DURATION_FILTERS.find((duration) => duration === params.get('duration')),
    categoryId: params.get('category') || undefined,
  };
}

/** GET /api/search/results?q&amount&page[&sort&duration&categoryId]: one page of the search results page. */
export function getSearchResults(
  q: string,
  page: number,
  choice: SearchResultsChoice,
  signal?: AbortSignal,
): Promise<SearchResults> {
  return callApi(apiRoutes.search.results, {
    query: {
      q,
      amount: DEFAULT_PAGE_AMOUNT,
      page,
      sort: choice.sort === 'relevance' ? undefined : choice.sort,
      duration: choice.duration,
      categoryId: choice.categoryId,
    },
    signal,
  });
}

export const searchResultsQueryOptions = (q: string, choice: SearchResultsChoice) =>
  infiniteQueryOptions({
    ...pageQueryParts('search/results', q, choice.sort, choice.duration ?? 'any', choice.categoryId ?? 'any'),
    queryFn: ({ pageParam, signal }) => getSearchResults(q, pageParam, choice, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all, lastPage) =>
      all.reduce((n, page) => n + page.videos.items.length, 0) < last.videos.total &&
      last.videos.items.length > 0
        ? lastPage + 1
        : undefined,
    staleTime: CATALOGUE_STALE_TIME_MS,
  });

export function useSearchResults(q: string, choice: SearchResultsChoice) {
  return useInfiniteQuery({ ...searchResultsQueryOptions(q, choice), enabled: q.trim() !== '' });
}
