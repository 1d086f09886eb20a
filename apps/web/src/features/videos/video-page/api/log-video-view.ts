import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface LoggedView {
  viewCount: number;
}

/** POST /api/video/logvideoview?videoId: counts one view (anyone); answers the new view count. */
export function logVideoView(videoId: string): Promise<LoggedView> {
  return api.post<LoggedView>('/api/video/logvideoview', undefined, { query: { videoId } });
}

export function useLogVideoView(options: { onSuccess?: (result: LoggedView) => void } = {}) {
  return useMutation({
    mutationFn: logVideoView,
    ...(options.onSuccess ? { onSuccess: options.onSuccess } : {}),
  });
}
