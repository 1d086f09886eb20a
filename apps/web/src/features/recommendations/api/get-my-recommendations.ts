import { useQuery } from '@tanstack/react-query';
import type { Recommendation } from '@starlane/contract';
import { defineQuery, getValues } from '@/lib/define-query';

/** GET /api/recommendations/mine: the signed-in member's recommendations, each with its reason. */
export const getMyRecommendations = (signal?: AbortSignal) =>
  getValues<Recommendation>('/api/recommendations/mine', undefined, signal);

export const myRecommendationsQueryKey = ['recommendations', 'mine'] as const;

const myRecommendations = defineQuery(() => myRecommendationsQueryKey, getMyRecommendations);

export function useMyRecommendations(enabled: boolean) {
  return useQuery({ ...myRecommendations.options(), enabled });
}
