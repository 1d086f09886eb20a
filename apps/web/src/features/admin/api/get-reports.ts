import { apiRoutes } from '@starlane/contract';
import type { QueryParams } from '@/lib/api-client';
import { useAdminPage } from '../lib/admin-request';

/** GET /api/admin/reports: reported comments grouped by comment, newest report first. */
export function useCommentReports(query: QueryParams) {
  return useAdminPage(apiRoutes.admin.reports.list, query);
}
