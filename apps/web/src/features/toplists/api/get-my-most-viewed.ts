import { callApiValues } from '@/lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { apiRoutes, pageQueryKey } from '@starlane/contract';
import { definePageQuery, FRESH_ON_EVERY_VISIT } from '@/lib/define-query';

/** GET /api/video/getmymostviewed?amount: the videos the signed-in member watched most. */
export const getMyMostViewed = (amount: number, signal?: AbortSignal) =>
  callApiValues(apiRoutes.videos.myMostViewed, { query: { amount }, signal });

export const myMostViewedQueryKey = (amount: number) => pageQueryKey('videos/mine/mymostviewed', amount);

export const { options: getMyMostViewedQueryOptions } = definePageQuery(
  'videos/mine/mymostviewed',
  getMyMostViewed,
  FRESH_ON_EVERY_VISIT,
);

/** Only asks once the member is known to be signed in (visitors would get a 401). */
export function useMyMostViewed(amount: number, enabled = true) {
  return useQuery({ ...getMyMostViewedQueryOptions(amount), enabled });
}
