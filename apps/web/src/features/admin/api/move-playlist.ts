import { adminPost } from '../lib/admin-request';

/** POST /api/admin/playlists/:id/feature-order: a curated playlist to a place (1 first). */
export function movePlaylist({ id, position }: { id: number; position: number }) {
  return adminPost(`/playlists/${id}/feature-order`, { position });
}
