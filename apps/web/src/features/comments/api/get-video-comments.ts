import { callApiValues } from '@/lib/api-client';
import { apiRoutes } from '@starlane/contract';
import { definePageQuery } from '@/lib/define-query';

/** GET /api/videocomment/getCommentsByVideo?videoId: oldest first; replies carry their parent's id. */
export const getVideoComments = (videoId: string, signal?: AbortSignal) =>
  callApiValues(apiRoutes.comments.byVideo, { query: { videoId }, signal });

export const { options: videoCommentsQueryOptions, use: useVideoComments } = definePageQuery(
  'comments/video',
  getVideoComments,
);
