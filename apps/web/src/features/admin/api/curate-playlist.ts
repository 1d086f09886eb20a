import { adminPost } from '../lib/admin-request';

/** POST /api/admin/playlists/:id/curate: any playlist curated (last in the feature order) or not. */
export function curatePlaylistAsStaff({ id, curated }: { id: number; curated: boolean }) {
  return adminPost(`/playlists/${id}/curate`, { curated });
}
