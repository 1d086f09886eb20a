import { adminPost } from '../lib/admin-request';

/** POST /api/admin/videos/:id/status: publish or unpublish. */
export function setVideoStatus({ id, status }: { id: number; status: 'published' | 'unpublished' }) {
  return adminPost(`/videos/${id}/status`, { status });
}
