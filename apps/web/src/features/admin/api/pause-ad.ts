import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/ads/:id/pause: stops serving it, keeping its statistics. */
export function pauseAd(id: number) {
  return callApi(apiRoutes.admin.ads.pause, { params: { id } });
}
