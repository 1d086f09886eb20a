import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, type StarFollowState } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { unfollowStar } from './unfollow-star';

/** POST /api/follow/follow?actorId (member). */
export function followStar(actorId: string): Promise<StarFollowState> {
  return callApi(apiRoutes.follows.follow, { query: { actorId } });
}

/** Follows or unfollows; the follow state, the followed stars and the feed are refetched afterwards. */
export function useSetFollowing(actorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => (follow ? followStar(actorId) : unfollowStar(actorId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['follows'] }),
  });
}
