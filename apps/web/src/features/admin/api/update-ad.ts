import { adminPost, type AdInput } from '../lib/admin-request';

/** POST /api/admin/ads/:id/update. */
export function updateAd({ id, body }: { id: number; body: AdInput }) {
  return adminPost(`/ads/${id}/update`, body);
}
