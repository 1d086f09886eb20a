import { apiRoutes } from '@starlane/contract';
import type { QueryParams } from '@/lib/api-client';
import { useAdminPage } from '../lib/admin-request';

/** GET /api/admin/members: members by name or e-mail. */
export function useAdminMembers(query: QueryParams) {
  return useAdminPage(apiRoutes.admin.members.list, query);
}
