import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recommendation, Values } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** GET /api/recommendations/mine: the signed-in member's recommendations, each with its reason. */
export async function getMyRecommendations(signal?: AbortSignal): Promise<Recommendation[]> {
  const body = await api.get<Values<Recommendation>>('/api/recommendations/mine', signal ? { signal } : {});
  return body.$values;
}

export const myRecommendationsQueryKey = ['recommendations', 'mine'] as const;

export function useMyRecommendations(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: myRecommendationsQueryKey,
      queryFn: ({ signal }) => getMyRecommendations(signal),
      enabled,
    }),
  );
}
