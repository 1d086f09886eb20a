import { adminPost } from '../lib/admin-request';

/** POST /api/admin/ads/:id/pause: stops serving it, keeping its statistics. */
export function pauseAd(id: number) {
  return adminPost(`/ads/${id}/pause`);
}
