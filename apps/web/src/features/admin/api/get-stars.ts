import { apiRoutes } from '@starlane/contract';
import type { QueryParams } from '@/lib/api-client';
import { useAdminPage } from '../lib/admin-request';

/** GET /api/admin/stars: stars with their video counts. */
export function useAdminStars(query: QueryParams, enabled = true) {
  return useAdminPage(apiRoutes.admin.stars.list, query, enabled);
}
