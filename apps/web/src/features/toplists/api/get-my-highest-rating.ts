import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Values, VideoListItem } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** GET /api/video/getmyhighestrating?amount: the videos the signed-in member rated highest. */
export async function getMyHighestRating(amount: number, signal?: AbortSignal): Promise<VideoListItem[]> {
  const body = await api.get<Values<VideoListItem>>('/api/video/getmyhighestrating', {
    query: { amount },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

export const myHighestRatingQueryKey = (amount: number) =>
  ['videos', 'mine', 'myhighestrating', amount] as const;

export const getMyHighestRatingQueryOptions = (amount: number) =>
  queryOptions({
    queryKey: myHighestRatingQueryKey(amount),
    // Rating, watching, faving and commenting happen on other pages: show the latest on every visit.
    staleTime: 0,
    queryFn: ({ signal }) => getMyHighestRating(amount, signal),
  });

/** Only asks once the member is known to be signed in (visitors would get a 401). */
export function useMyHighestRating(amount: number, enabled = true) {
  return useQuery({ ...getMyHighestRatingQueryOptions(amount), enabled });
}
