import { adminPost } from '../lib/admin-request';

export type ReportAction = 'dismiss' | 'hide' | 'delete' | 'ban-author';

/** POST /api/admin/reports/:commentId/{dismiss|hide|delete|ban-author}: works one reported comment. */
export function actOnReport({ commentId, action }: { commentId: string; action: ReportAction }) {
  return adminPost(`/reports/${commentId}/${action}`);
}
