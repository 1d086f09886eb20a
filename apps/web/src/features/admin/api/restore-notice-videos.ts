import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/dmca/:id/restore: republishes the videos after the counter-notice wait. */
export function restoreNoticeVideos(id: number) {
  return callApi(apiRoutes.admin.dmca.restore, { params: { id } });
}
