import { apiRoutes } from '@starlane/contract';
import type { QueryParams } from '@/lib/api-client';
import { useAdminPage } from '../lib/admin-request';

/** GET /api/admin/videos: every video, any status, searched, filtered and sorted. */
export function useAdminVideos(query: QueryParams) {
  return useAdminPage(apiRoutes.admin.videos.list, query);
}
