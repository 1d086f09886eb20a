import { adminPost } from '../lib/admin-request';

/** POST /api/admin/dmca/:id/restore: republishes the videos after the counter-notice wait. */
export function restoreNoticeVideos(id: number) {
  return adminPost(`/dmca/${id}/restore`);
}
