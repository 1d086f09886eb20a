import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { apiRoutes, VideoListItem } from '@starlane/contract';
import { CATALOGUE_STALE_TIME_MS } from '@/config/constants';
import { callApiValues } from '@/lib/api-client';
import { pageQueryParts } from '@/lib/define-query';
import { choiceQuery, type ListingChoice } from '@/lib/listing-choice';

/** Loads one page (1-based) of a video listing. */
export type FetchVideoPage = (page: number, signal: AbortSignal) => Promise<VideoListItem[]>;

/**
 * Infinite-query options for a paged video listing: page 1 first, then page n + 1 until a page comes back
 * shorter than `pageSize` (the server answers past the end with an empty list).
 */
export function videoPagesQueryOptions(
  // The key widened to QueryKey on purpose: VideoListing accepts any listing's options. `meta` names the
  // page query of a listing the server renders (`pageQueryParts`).
  { queryKey, meta }: { queryKey: QueryKey; meta?: Record<string, unknown> },
  fetchPage: FetchVideoPage,
  pageSize: number,
) {
  return infiniteQueryOptions<
    VideoListItem[],
    Error,
    InfiniteData<VideoListItem[], number>,
    QueryKey,
    number
  >({
    queryKey,
    ...(meta ? { meta } : {}),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _allPages, lastPageParam) =>
      lastPage.length < pageSize ? undefined : lastPageParam + 1,
    staleTime: CATALOGUE_STALE_TIME_MS,
  });
}

export type VideoPagesQueryOptions = ReturnType<typeof videoPagesQueryOptions>;

/**
 * All loaded pages as one list. A video can move from page n to page n + 1 when the catalogue changes
 * between loads; keeping only its first appearance keeps keys unique and the order stable.
 */
export function flattenVideoPages(pages: readonly (readonly VideoListItem[])[]): VideoListItem[] {
  const seen = new Set<number>();
  const videos: VideoListItem[] = [];
  for (const page of pages) {
    for (const video of page) {
      if (seen.has(video.id)) continue;
      seen.add(video.id);
      videos.push(video);
    }
  }
  return videos;
}

/**
 * A star's or a category's video listing (GET /api/video/getbyactor or getbycategory): the two differ only
 * in the route, the name of the parameter carrying the id, and the cache key. `fetch` loads one page,
 * `pagesOptions` page after page, sorted and filtered as `choice` says.
 */
export function defineVideosOf(
  route: typeof apiRoutes.videos.byCategory | typeof apiRoutes.videos.byActor,
  idParam: 'categoryId' | 'actorId',
  name: 'videos/byCategory' | 'videos/byActor',
) {
  const fetch = (
    id: string,
    { amount, page }: { amount: number; page: number },
    signal?: AbortSignal,
    choice: ListingChoice = {},
  ): Promise<VideoListItem[]> =>
    // The route and the id's name come in pairs (byCategory with categoryId): the query fits the route.
    callApiValues(route as typeof apiRoutes.videos.byActor, {
      query: { [idParam]: id, amount, page, ...choiceQuery(choice) } as unknown as { actorId: string },
      signal,
    });
  const pagesOptions = (id: string, amount: number, choice: ListingChoice = {}) =>
    videoPagesQueryOptions(
      pageQueryParts(name, id, amount, choiceQuery(choice)),
      (page, signal) => fetch(id, { amount, page }, signal, choice),
      amount,
    );
  return { fetch, pagesOptions };
}
