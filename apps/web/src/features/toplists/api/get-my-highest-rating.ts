import { callApiValues } from '@/lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { apiRoutes, pageQueryKey } from '@starlane/contract';
import { definePageQuery, FRESH_ON_EVERY_VISIT } from '@/lib/define-query';

/** GET /api/video/getmyhighestrating?amount: the videos the signed-in member rated highest. */
export const getMyHighestRating = (amount: number, signal?: AbortSignal) =>
  callApiValues(apiRoutes.videos.myHighestRating, { query: { amount }, signal });

export const myHighestRatingQueryKey = (amount: number) =>
  pageQueryKey('videos/mine/myhighestrating', amount);

const myHighestRating = definePageQuery(
  'videos/mine/myhighestrating',
  getMyHighestRating,
  FRESH_ON_EVERY_VISIT,
);
export const getMyHighestRatingQueryOptions = myHighestRating.options;

/** Only asks once the member is known to be signed in (visitors would get a 401). */
export function useMyHighestRating(amount: number, enabled = true) {
  return useQuery({ ...getMyHighestRatingQueryOptions(amount), enabled });
}
