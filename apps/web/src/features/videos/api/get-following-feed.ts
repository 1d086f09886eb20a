import type { Values, VideoListItem } from '@starlane/contract';
import { api } from '@/lib/api-client';
import { videoPagesQueryOptions } from './video-pages';

/** GET /api/follow/feed?amount&page (member): videos with the stars they follow, newest first. */
export async function getFollowingFeed(
  amount: number,
  page: number,
  signal?: AbortSignal,
): Promise<VideoListItem[]> {
  const body = await api.get<Values<VideoListItem>>('/api/follow/feed', {
    query: { amount, page },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

/** Page after page of the feed, like a category page. */
export const getFollowingFeedPagesQueryOptions = (amount: number) =>
  videoPagesQueryOptions(
    ['follows', 'feed', amount],
    (page, signal) => getFollowingFeed(amount, page, signal),
    amount,
  );
