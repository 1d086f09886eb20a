import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/members/:id/ban: ends their sessions; hides their comments when chosen. */
export function banMember({
  id,
  reason,
  hideComments,
}: {
  id: string;
  reason: string;
  hideComments: boolean;
}) {
  return callApi(apiRoutes.admin.members.ban, { params: { id }, body: { reason, hideComments } });
}
