import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/playlists/:id/feature-order: a curated playlist to a place (1 first). */
export function movePlaylist({ id, position }: { id: number; position: number }) {
  return callApi(apiRoutes.admin.playlists.featureOrder, { params: { id }, body: { position } });
}
