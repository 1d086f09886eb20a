import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Values, VideoListItem } from '@starlane/contract';
import { CATALOGUE_STALE_TIME_MS } from '@/config/constants';
import { api } from '@/lib/api-client';

/** GET /api/video/getrelatedvideos?videoId&amount: videos sharing stars and categories with this one. */
export async function getRelatedVideos(
  videoId: string,
  amount: number,
  signal?: AbortSignal,
): Promise<VideoListItem[]> {
  const body = await api.get<Values<VideoListItem>>('/api/video/getrelatedvideos', {
    query: { videoId, amount },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

export const relatedVideosQueryKey = (videoId: string, amount: number) =>
  ['videos', 'related', videoId, amount] as const;

export const relatedVideosQueryOptions = (videoId: string, amount: number) =>
  queryOptions({
    queryKey: relatedVideosQueryKey(videoId, amount),
    queryFn: ({ signal }) => getRelatedVideos(videoId, amount, signal),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });

export function useRelatedVideos(videoId: string, amount: number) {
  return useQuery(relatedVideosQueryOptions(videoId, amount));
}
