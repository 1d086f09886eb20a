import { adminPost } from '../lib/admin-request';

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
  return adminPost(`/members/${id}/ban`, { reason, hideComments });
}
