import type { DurationFilter, Values, VideoListItem, VideoSort } from '@starlane/contract';
import { api } from '@/lib/api-client';
import { videoPagesQueryOptions } from './video-pages';

export interface VideoPage {
  amount: number;
  page: number;
}

/** GET /api/video/?amount&page&sort[&duration]: one page of the whole catalogue. */
export async function getVideos(
  { amount, page, sort, duration }: VideoPage & { sort: VideoSort; duration?: DurationFilter | undefined },
  signal?: AbortSignal,
): Promise<VideoListItem[]> {
  const body = await api.get<Values<VideoListItem>>('/api/video/', {
    query: { amount, page, sort, duration },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

export const videosQueryKey = (sort: VideoSort, amount: number, duration?: DurationFilter) =>
  ['videos', 'all', sort, amount, duration ?? 'any'] as const;

export const getVideosPagesQueryOptions = (sort: VideoSort, amount: number, duration?: DurationFilter) =>
  videoPagesQueryOptions(
    videosQueryKey(sort, amount, duration),
    (page, signal) => getVideos({ amount, page, sort, duration }, signal),
    amount,
  );
