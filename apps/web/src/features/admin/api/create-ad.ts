import { apiRoutes, type AdInput } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/ads/create. */
export function createAd(body: AdInput) {
  return callApi(apiRoutes.admin.ads.create, { body });
}
