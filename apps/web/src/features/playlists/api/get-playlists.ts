import { callApiValues } from '@/lib/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRoutes, MAX_PAGE_AMOUNT, type Playlist } from '@starlane/contract';
import { pageQueryParts } from '@/lib/define-query';

/** As many playlists per request as the API allows: the listing and the sitemap show them all. */
export const PLAYLISTS_PAGE_SIZE = MAX_PAGE_AMOUNT;

/** GET /api/playlist/?amount&page: playlists, newest first, each with up to 5 preview movies. */
export function getPlaylists(page: number, signal?: AbortSignal): Promise<Playlist[]> {
  return callApiValues(apiRoutes.playlists.all, { query: { amount: PLAYLISTS_PAGE_SIZE, page }, signal });
}

export const playlistsQueryOptions = () =>
  infiniteQueryOptions({
    ...pageQueryParts('playlists/all'),
    queryFn: ({ pageParam, signal }) => getPlaylists(pageParam, signal),
    initialPageParam: 1,
    // A short page is the last one.
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.length < PLAYLISTS_PAGE_SIZE ? undefined : lastPageParam + 1,
    select: (data) => data.pages.flat(),
  });

/** Every playlist loaded so far (`data` is the flat list); `fetchNextPage` loads more when there are. */
export function usePlaylists() {
  return useInfiniteQuery(playlistsQueryOptions());
}
