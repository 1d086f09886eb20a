import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/playlists/:id/curate: any playlist curated (last in the feature order) or not. */
export function curatePlaylistAsStaff({ id, curated }: { id: number; curated: boolean }) {
  return callApi(apiRoutes.admin.playlists.curate, { params: { id }, body: { curated } });
}
