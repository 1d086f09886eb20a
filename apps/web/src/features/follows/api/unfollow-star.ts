import type { StarFollowState } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** POST /api/follow/unfollow?actorId (member). */
export function unfollowStar(actorId: string): Promise<StarFollowState> {
  return api.post<StarFollowState>('/api/follow/unfollow', undefined, { query: { actorId } });
}
