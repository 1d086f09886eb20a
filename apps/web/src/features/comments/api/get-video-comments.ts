import type { Comment } from '@starlane/contract';
import { defineQuery, getValues } from '@/lib/define-query';

/** GET /api/videocomment/getCommentsByVideo?videoId: oldest first; replies carry their parent's id. */
export const getVideoComments = (videoId: string, signal?: AbortSignal) =>
  getValues<Comment>('/api/videocomment/getCommentsByVideo', { videoId }, signal);

export const videoCommentsQueryKey = (videoId: string) => ['comments', 'video', videoId] as const;

export const { options: videoCommentsQueryOptions, use: useVideoComments } = defineQuery(
  videoCommentsQueryKey,
  getVideoComments,
);
