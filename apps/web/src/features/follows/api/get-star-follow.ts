import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { definePageQuery } from '@/lib/define-query';

/** GET /api/follow/star?actorId: the star's follower count and, for a member, whether they follow it. */
export const getStarFollow = (actorId: string, signal?: AbortSignal) =>
  callApi(apiRoutes.follows.star, { query: { actorId }, signal });

/**
 * Keyed by who asks (the member's e-mail or 'visitor'), like a video's detail: the server renders it with the
 * request's member, and a member's answer is never reused for a visitor.
 */
const starFollow = definePageQuery('follows/star', (actorId, _viewer, signal) =>
  getStarFollow(actorId, signal),
);
export const { options: getStarFollowQueryOptions, use: useStarFollow } = starFollow;
