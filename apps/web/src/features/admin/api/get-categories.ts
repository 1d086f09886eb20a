import { apiRoutes } from '@starlane/contract';
import type { QueryParams } from '@/lib/api-client';
import { useAdminPage } from '../lib/admin-request';

/** GET /api/admin/categories: categories with their video counts. */
export function useAdminCategories(query: QueryParams, enabled = true) {
  return useAdminPage(apiRoutes.admin.categories.list, query, enabled);
}
