import { useQuery } from '@tanstack/react-query';
import { apiRoutes, type Recommendation, type VisitorTaste } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { defineQuery } from '@/lib/define-query';

/** POST /api/recommendations/visitor: recommendations from what this browser keeps (picks, last played). */
export async function getVisitorRecommendations(
  taste: VisitorTaste,
  signal?: AbortSignal,
): Promise<Recommendation[]> {
  const body = await callApi(apiRoutes.recommendations.visitor, { body: taste, signal });
  return body.$values;
}

const visitorRecommendations = defineQuery(
  (taste: VisitorTaste) => ['recommendations', 'visitor', taste] as const,
  getVisitorRecommendations,
);

export function useVisitorRecommendations(taste: VisitorTaste, enabled: boolean) {
  return useQuery({ ...visitorRecommendations.options(taste), enabled });
}
