import { apiRoutes } from '@starlane/contract';
import type { QueryParams } from '@/lib/api-client';
import { useAdminPage } from '../lib/admin-request';

/** GET /api/admin/dmca: DMCA notices by status. */
export function useDmcaNotices(query: QueryParams) {
  return useAdminPage(apiRoutes.admin.dmca.list, query);
}
