import { adminPost } from '../lib/admin-request';

/** POST /api/admin/members/:id/resend-confirmation: a new confirmation mail. */
export function resendMemberConfirmation(id: string) {
  return adminPost(`/members/${id}/resend-confirmation`);
}
