import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type VideoDetail } from '@starlane/contract';
import { useAuth } from '@/lib/auth/auth-context';
import { callApi } from '@/lib/api-client';
import { pageQueryParts } from '@/lib/define-query';

/** GET /api/video/getmovie?id: one video; for a signed-in member also `myRating` and `isFavourite`. */
export function getVideo(videoId: string, signal?: AbortSignal): Promise<VideoDetail> {
  return callApi(apiRoutes.videos.one, { query: { id: videoId }, signal });
}

/**
 * The answer depends on who asks, so the viewer is part of the key: signing in or out fetches the
 * member's view of the video instead of reusing the visitor's.
 */
export const videoQueryOptions = (videoId: string, viewer: string) =>
  queryOptions({
    ...pageQueryParts('videos/detail', videoId, viewer),
    queryFn: ({ signal }) => getVideo(videoId, signal),
  });

/** Who the video is fetched for: the member's e-mail, or 'visitor' (also while the auth check runs). */
export function useViewerKey(): string {
  const { email } = useAuth();
  return email ?? 'visitor';
}

export function useVideo(videoId: string) {
  const viewer = useViewerKey();
  // The previous viewer's answer stays on screen while the member's is fetched, so nothing flickers.
  return useQuery({ ...videoQueryOptions(videoId, viewer), placeholderData: keepPreviousData });
}
