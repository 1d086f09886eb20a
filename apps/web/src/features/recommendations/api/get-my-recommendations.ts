import { callApiValues } from '@/lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@starlane/contract';
import { defineQuery } from '@/lib/define-query';

/** GET /api/recommendations/mine: the signed-in member's recommendations, each with its reason. */
export const getMyRecommendations = (signal?: AbortSignal) =>
  callApiValues(apiRoutes.recommendations.mine, { signal });

export const myRecommendationsQueryKey = ['recommendations', 'mine'] as const;

const myRecommendations = defineQuery(() => myRecommendationsQueryKey, getMyRecommendations);

export function useMyRecommendations(enabled: boolean) {
  return useQuery({ ...myRecommendations.options(), enabled });
}
