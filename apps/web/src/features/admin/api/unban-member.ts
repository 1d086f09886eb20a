import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/members/:id/unban. */
export function unbanMember(id: string) {
  return callApi(apiRoutes.admin.members.unban, { params: { id } });
}
