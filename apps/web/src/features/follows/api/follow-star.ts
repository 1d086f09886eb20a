import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StarFollowState } from '@starlane/contract';
import { api } from '@/lib/api-client';
import { unfollowStar } from './unfollow-star';

/** POST /api/follow/follow?actorId (member). */
export function followStar(actorId: string): Promise<StarFollowState> {
  return api.post<StarFollowState>('/api/follow/follow', undefined, { query: { actorId } });
}

/** Follows or unfollows; the follow state, the followed stars and the feed are refetched afterwards. */
export function useSetFollowing(actorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => (follow ? followStar(actorId) : unfollowStar(actorId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['follows'] }),
  });
}
