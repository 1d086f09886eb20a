import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ViewCount } from '@starlane/contract';

/** POST /api/video/logvideoview?videoId: counts one view (anyone); answers the new view count. */
export function logVideoView(videoId: string): Promise<ViewCount> {
  return api.post<ViewCount>('/api/video/logvideoview', undefined, { query: { videoId } });
}

export function useLogVideoView(options: { onSuccess?: (result: ViewCount) => void } = {}) {
  return useMutation({
    mutationFn: logVideoView,
    ...(options.onSuccess ? { onSuccess: options.onSuccess } : {}),
  });
}
