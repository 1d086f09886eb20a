import { adminPost } from '../lib/admin-request';

/** POST /api/admin/ads/:id/resume. */
export function resumeAd(id: number) {
  return adminPost(`/ads/${id}/resume`);
}
