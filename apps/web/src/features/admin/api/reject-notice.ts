import { adminPost } from '../lib/admin-request';

/** POST /api/admin/dmca/:id/reject. */
export function rejectNotice(id: number) {
  return adminPost(`/dmca/${id}/reject`);
}
