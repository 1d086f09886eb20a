import type { ToplistType, Values, VideoListItem } from '@starlane/contract';
import { api } from '@/lib/api-client';
import type { VideoPage } from './get-videos';
import { videoPagesQueryOptions } from './video-pages';

/** GET /api/video/get{type}?amount&page: one page of a public toplist. */
export async function getToplist(
  type: ToplistType,
  { amount, page }: VideoPage,
  signal?: AbortSignal,
): Promise<VideoListItem[]> {
  const body = await api.get<Values<VideoListItem>>(`/api/video/get${type}`, {
    query: { amount, page },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

export const toplistQueryKey = (type: ToplistType, amount: number) =>
  ['videos', 'toplist', type, amount] as const;

export const getToplistPagesQueryOptions = (type: ToplistType, amount: number) =>
  videoPagesQueryOptions(
    toplistQueryKey(type, amount),
    (page, signal) => getToplist(type, { amount, page }, signal),
    amount,
  );
