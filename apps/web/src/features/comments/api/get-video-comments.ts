import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Comment, Values } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** GET /api/videocomment/getCommentsByVideo?videoId: oldest first; replies carry their parent's id. */
export async function getVideoComments(videoId: string, signal?: AbortSignal): Promise<Comment[]> {
  const body = await api.get<Values<Comment>>('/api/videocomment/getCommentsByVideo', {
    query: { videoId },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

export const videoCommentsQueryKey = (videoId: string) => ['comments', 'video', videoId] as const;

export const videoCommentsQueryOptions = (videoId: string) =>
  queryOptions({
    queryKey: videoCommentsQueryKey(videoId),
    queryFn: ({ signal }) => getVideoComments(videoId, signal),
  });

export function useVideoComments(videoId: string) {
  return useQuery(videoCommentsQueryOptions(videoId));
}
