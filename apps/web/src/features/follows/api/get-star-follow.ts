import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StarFollowState } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** GET /api/follow/star?actorId: the star's follower count and, for a member, whether they follow it. */
export function getStarFollow(actorId: string, signal?: AbortSignal): Promise<StarFollowState> {
  return api.get<StarFollowState>('/api/follow/star', { query: { actorId }, ...(signal ? { signal } : {}) });
}

/**
 * Keyed by who asks (the member's e-mail or 'visitor'), like a video's detail: the server renders it with the
 * request's member, and a member's answer is never reused for a visitor.
 */
export const starFollowQueryKey = (actorId: string, viewer: string) =>
  ['follows', 'star', actorId, viewer] as const;

export const getStarFollowQueryOptions = (actorId: string, viewer: string) =>
  queryOptions({
    queryKey: starFollowQueryKey(actorId, viewer),
    queryFn: ({ signal }) => getStarFollow(actorId, signal),
  });

export function useStarFollow(actorId: string, viewer: string) {
  return useQuery(getStarFollowQueryOptions(actorId, viewer));
}
