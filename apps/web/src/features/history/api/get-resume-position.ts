import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { definePageQuery } from '@/lib/define-query';

/** GET /api/history/position?videoId (member): where they left the video, null when they never played it. */
export const getResumePosition = (videoId: string, signal?: AbortSignal) =>
  callApi(apiRoutes.history.position, { query: { videoId }, signal });

export const { options: getResumePositionQueryOptions } = definePageQuery(
  'history/position',
  getResumePosition,
  // Read once per visit of the page: the player's own reports must not make it offer a new position.
  { staleTime: Infinity },
);

export function useResumePosition(videoId: string, enabled: boolean) {
  return useQuery({ ...getResumePositionQueryOptions(videoId), enabled });
}
