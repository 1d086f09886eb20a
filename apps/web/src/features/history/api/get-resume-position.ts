import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumePosition } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** GET /api/history/position?videoId (member): where they left the video, null when they never played it. */
export function getResumePosition(videoId: string, signal?: AbortSignal): Promise<ResumePosition> {
  return api.get<ResumePosition>('/api/history/position', {
    query: { videoId },
    ...(signal ? { signal } : {}),
  });
}

export const getResumePositionQueryOptions = (videoId: string) =>
  queryOptions({
    queryKey: ['history', 'position', videoId] as const,
    queryFn: ({ signal }) => getResumePosition(videoId, signal),
    // Read once per visit of the page: the player's own reports must not make it offer a new position.
    staleTime: Infinity,
  });

export function useResumePosition(videoId: string, enabled: boolean) {
  return useQuery({ ...getResumePositionQueryOptions(videoId), enabled });
}
