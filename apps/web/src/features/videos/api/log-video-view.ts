import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiRoutes, type ViewCount } from '@starlane/contract';

/** POST /api/video/logvideoview?videoId: counts one view (anyone); answers the new view count. */
export function logVideoView(videoId: string): Promise<ViewCount> {
  return callApi(apiRoutes.videos.logView, { query: { videoId } });
}

export function useLogVideoView(options: { onSuccess?: (result: ViewCount) => void } = {}) {
  return useMutation({
    mutationFn: logVideoView,
    ...(options.onSuccess ? { onSuccess: options.onSuccess } : {}),
  });
}
