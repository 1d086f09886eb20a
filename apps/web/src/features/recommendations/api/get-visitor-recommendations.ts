import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recommendation, Values, VisitorTaste } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** POST /api/recommendations/visitor: recommendations from what this browser keeps (picks, last played). */
export async function getVisitorRecommendations(
  taste: VisitorTaste,
  signal?: AbortSignal,
): Promise<Recommendation[]> {
  const body = await api.post<Values<Recommendation>>(
    '/api/recommendations/visitor',
    taste,
    signal ? { signal } : {},
  );
  return body.$values;
}

export function useVisitorRecommendations(taste: VisitorTaste, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['recommendations', 'visitor', taste] as const,
      queryFn: ({ signal }) => getVisitorRecommendations(taste, signal),
      enabled,
    }),
  );
}
