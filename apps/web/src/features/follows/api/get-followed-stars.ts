import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowedStar, Values } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** GET /api/follow/stars?amount&page (member): the stars they follow, latest follow first. */
export async function getFollowedStars(amount: number, signal?: AbortSignal): Promise<FollowedStar[]> {
  const body = await api.get<Values<FollowedStar>>('/api/follow/stars', {
    query: { amount, page: 1 },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

export const getFollowedStarsQueryOptions = (amount: number) =>
  queryOptions({
    queryKey: ['follows', 'stars', amount] as const,
    queryFn: ({ signal }) => getFollowedStars(amount, signal),
  });

export function useFollowedStars(amount: number) {
  return useQuery(getFollowedStarsQueryOptions(amount));
}
