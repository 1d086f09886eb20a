import { adminPost } from '../lib/admin-request';

/** POST /api/admin/members/:id/role: member, premium or staff. */
export function setMemberRole({ id, role }: { id: string; role: string }) {
  return adminPost(`/members/${id}/role`, { role });
}
