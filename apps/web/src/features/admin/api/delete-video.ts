import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/videos/:id/delete: removes the video; counters, playlists and favourites follow. */
export function deleteVideo(id: number) {
  return callApi(apiRoutes.admin.videos.remove, { params: { id } });
}
