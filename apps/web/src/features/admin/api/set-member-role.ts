import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/members/:id/role: member, premium or staff. */
export function setMemberRole({ id, role }: { id: string; role: string }) {
  return callApi(apiRoutes.admin.members.role, { params: { id }, body: { role } });
}
