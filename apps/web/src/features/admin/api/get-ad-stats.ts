import { apiUrl } from '@/lib/api-client';
import { apiRoutes } from '@starlane/contract';
import { useAdminGet } from '../lib/admin-request';

/** GET /api/admin/ads/:id/stats?from&to: an ad's daily views, clicks and CTR (days as YYYY-MM-DD). */
export function useAdStats(id: number, from: string, to: string) {
  return useAdminGet(apiRoutes.admin.ads.stats, { params: { id }, query: { from, to } });
}

/** The same range as CSV, for a download link. */
export const adStatsCsvUrl = (id: number, from: string, to: string) =>
  apiUrl(apiRoutes.admin.ads.statsCsv, { params: { id }, query: { from, to } });
