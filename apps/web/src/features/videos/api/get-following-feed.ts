import { callApiValues } from '@/lib/api-client';
import { apiRoutes, type VideoListItem } from '@starlane/contract';

import { pageQueryParts } from '@/lib/define-query';
import { videoPagesQueryOptions } from './video-pages';

/** GET /api/follow/feed?amount&page (member): videos with the stars they follow, newest first. */
export function getFollowingFeed(
  amount: number,
  page: number,
  signal?: AbortSignal,
): Promise<VideoListItem[]> {
  return callApiValues(apiRoutes.follows.feed, { query: { amount, page }, signal });
}

/** Page after page of the feed, like a category page. */
export const getFollowingFeedPagesQueryOptions = (amount: number) =>
  videoPagesQueryOptions(
    pageQueryParts('follows/feed', amount),
    (page, signal) => getFollowingFeed(amount, page, signal),
    amount,
  );
