import type { VideoListItem } from '@starlane/contract';
import { getValues } from '@/lib/define-query';
import { videoPagesQueryOptions } from './video-pages';

/** GET /api/follow/feed?amount&page (member): videos with the stars they follow, newest first. */
export function getFollowingFeed(
  amount: number,
  page: number,
  signal?: AbortSignal,
): Promise<VideoListItem[]> {
  return getValues<VideoListItem>('/api/follow/feed', { amount, page }, signal);
}

/** Page after page of the feed, like a category page. */
export const getFollowingFeedPagesQueryOptions = (amount: number) =>
  videoPagesQueryOptions(
    { queryKey: ['follows', 'feed', amount] },
    (page, signal) => getFollowingFeed(amount, page, signal),
    amount,
  );
