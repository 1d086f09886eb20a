import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/members/:id/resend-confirmation: a new confirmation mail. */
export function resendMemberConfirmation(id: string) {
  return callApi(apiRoutes.admin.members.resendConfirmation, { params: { id } });
}
