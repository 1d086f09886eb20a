import { apiRoutes } from '@starlane/contract';
import type { QueryParams } from '@/lib/api-client';
import { useAdminPage } from '../lib/admin-request';

/** GET /api/admin/ads: every ad, paused or running. */
export function useAdminAds(query: QueryParams) {
  return useAdminPage(apiRoutes.admin.ads.list, query);
}
