import { callApiValues } from '@/lib/api-client';
import { apiRoutes, type ToplistType, type ToplistWindow, type VideoListItem } from '@starlane/contract';
import { pageQueryParts } from '@/lib/define-query';
import type { VideoPage } from './get-videos';
import { videoPagesQueryOptions } from './video-pages';

/** GET /api/video/get{type}?amount&page&window: one page of a public toplist (all time unless a window). */
export function getToplist(
  type: ToplistType,
  { amount, page }: VideoPage,
  signal?: AbortSignal,
  window: ToplistWindow = 'all',
): Promise<VideoListItem[]> {
  // All time is the server's default: left out, the URL stays the spec's.
  return callApiValues(apiRoutes.videos.toplist[type], {
    query: { amount, page, window: window === 'all' ? undefined : window },
    signal,
  });
}

export const getToplistPagesQueryOptions = (
  type: ToplistType,
  amount: number,
  window: ToplistWindow = 'all',
) =>
  videoPagesQueryOptions(
    pageQueryParts('videos/toplist', type, amount, window),
    (page, signal) => getToplist(type, { amount, page }, signal, window),
    amount,
  );
