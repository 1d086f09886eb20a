import { apiRoutes } from '@starlane/contract';
import type { QueryParams } from '@/lib/api-client';
import { useAdminPage } from '../lib/admin-request';

/** GET /api/admin/playlists: every member's playlists, curated ones first in their feature order. */
export function useAdminPlaylists(query: QueryParams) {
  return useAdminPage(apiRoutes.admin.playlists.list, query);
}
