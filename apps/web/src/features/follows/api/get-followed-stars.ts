import { callApiValues } from '@/lib/api-client';
import { apiRoutes } from '@starlane/contract';
import { definePageQuery } from '@/lib/define-query';

/** GET /api/follow/stars?amount&page (member): the stars they follow, latest follow first. */
export const getFollowedStars = (amount: number, signal?: AbortSignal) =>
  callApiValues(apiRoutes.follows.stars, { query: { amount, page: 1 }, signal });

export const { options: getFollowedStarsQueryOptions, use: useFollowedStars } = definePageQuery(
  'follows/stars',
  getFollowedStars,
);
