import { apiRoutes } from '@starlane/contract';
import { useAdminGet } from '../lib/admin-request';

/** GET /api/admin/videos/:id: one video with its categories, stars and counters. */
export function useAdminVideo(id: number) {
  return useAdminGet(apiRoutes.admin.videos.one, { params: { id } });
}
