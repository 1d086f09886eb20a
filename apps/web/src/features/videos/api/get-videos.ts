import { callApiValues } from '@/lib/api-client';
import { apiRoutes, type DurationFilter, type VideoListItem, type VideoSort } from '@starlane/contract';
import { pageQueryParts } from '@/lib/define-query';
import { videoPagesQueryOptions } from './video-pages';

export interface VideoPage {
  amount: number;
  page: number;
}

/** GET /api/video/?amount&page&sort[&duration]: one page of the whole catalogue. */
export function getVideos(
  { amount, page, sort, duration }: VideoPage & { sort: VideoSort; duration?: DurationFilter | undefined },
  signal?: AbortSignal,
): Promise<VideoListItem[]> {
  return callApiValues(apiRoutes.videos.all, { query: { amount, page, sort, duration }, signal });
}

export const getVideosPagesQueryOptions = (sort: VideoSort, amount: number, duration?: DurationFilter) =>
  videoPagesQueryOptions(
    pageQueryParts('videos/all', sort, amount, duration ?? 'any'),
    (page, signal) => getVideos({ amount, page, sort, duration }, signal),
    amount,
  );
