import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/videos/:id/status: publish or unpublish. */
export function setVideoStatus({ id, status }: { id: number; status: 'published' | 'unpublished' }) {
  return callApi(apiRoutes.admin.videos.status, { params: { id }, body: { status } });
}
