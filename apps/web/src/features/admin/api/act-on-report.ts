import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

export type ReportAction = 'dismiss' | 'hide' | 'delete' | 'ban-author';

/** POST /api/admin/reports/:commentId/{dismiss|hide|delete|ban-author}: works one reported comment. */
export function actOnReport({ commentId, action }: { commentId: string; action: ReportAction }) {
  return callApi(apiRoutes.admin.reports[action], { params: { commentId } });
}
