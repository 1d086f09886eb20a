import { adminPost } from '../lib/admin-request';

/** POST /api/admin/videos/:id/delete: removes the video; counters, playlists and favourites follow. */
export function deleteVideo(id: number) {
  return adminPost(`/videos/${id}/delete`);
}
