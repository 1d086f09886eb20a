import { adminPost } from '../lib/admin-request';

/** POST /api/admin/dmca/:id/takedown: unpublishes every video the notice names. */
export function takeDownNotice(id: number) {
  return adminPost(`/dmca/${id}/takedown`);
}
