import type { Values, VideoListItem, VideoSort } from '@starlane/contract';
import { api } from '@/lib/api-client';
import { videoPagesQueryOptions } from './video-pages';

export interface VideoPage {
  amount: number;
  page: number;
}

/** GET /api/video/?amount&page&sort: one page of the whole catalogue. */
export async function getVideos(
  { amount, page, sort }: VideoPage & { sort: VideoSort },
  signal?: AbortSignal,
): Promise<VideoListItem[]> {
  const body = await api.get<Values<VideoListItem>>('/api/video/', {
    query: { amount, page, sort },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

export const videosQueryKey = (sort: VideoSort, amount: number) => ['videos', 'all', sort, amount] as const;

export const getVideosPagesQueryOptions = (sort: VideoSort, amount: number) =>
  videoPagesQueryOptions(
    videosQueryKey(sort, amount),
    (page, signal) => getVideos({ amount, page, sort }, signal),
    amount,
  );
