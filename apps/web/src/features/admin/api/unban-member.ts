import { adminPost } from '../lib/admin-request';

/** POST /api/admin/members/:id/unban. */
export function unbanMember(id: string) {
  return adminPost(`/members/${id}/unban`);
}
