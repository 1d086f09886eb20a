import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/ads/:id/resume. */
export function resumeAd(id: number) {
  return callApi(apiRoutes.admin.ads.resume, { params: { id } });
}
