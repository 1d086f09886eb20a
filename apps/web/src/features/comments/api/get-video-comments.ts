import type { Comment } from '@starlane/contract';
import { definePageQuery, getValues } from '@/lib/define-query';

/** GET /api/videocomment/getCommentsByVideo?videoId: oldest first; replies carry their parent's id. */
export const getVideoComments = (videoId: string, signal?: AbortSignal) =>
  getValues<Comment>('/api/videocomment/getCommentsByVideo', { videoId }, signal);

export const { options: videoCommentsQueryOptions, use: useVideoComments } = definePageQuery(
  'comments/video',
  getVideoComments,
);
