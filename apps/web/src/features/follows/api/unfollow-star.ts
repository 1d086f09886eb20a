import { apiRoutes, type StarFollowState } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/follow/unfollow?actorId (member). */
export function unfollowStar(actorId: string): Promise<StarFollowState> {
  return callApi(apiRoutes.follows.unfollow, { query: { actorId } });
}
