import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Values, VideoListItem } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** GET /api/video/getmymostviewed?amount: the videos the signed-in member watched most. */
export async function getMyMostViewed(amount: number, signal?: AbortSignal): Promise<VideoListItem[]> {
  const body = await api.get<Values<VideoListItem>>('/api/video/getmymostviewed', {
    query: { amount },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

export const myMostViewedQueryKey = (amount: number) => ['videos', 'mine', 'mymostviewed', amount] as const;

export const getMyMostViewedQueryOptions = (amount: number) =>
  queryOptions({
    queryKey: myMostViewedQueryKey(amount),
    // Rating, watching, faving and commenting happen on other pages: show the latest on every visit.
    staleTime: 0,
    queryFn: ({ signal }) => getMyMostViewed(amount, signal),
  });

/** Only asks once the member is known to be signed in (visitors would get a 401). */
export function useMyMostViewed(amount: number, enabled = true) {
  return useQuery({ ...getMyMostViewedQueryOptions(amount), enabled });
}
