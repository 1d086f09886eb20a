import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { type AdInput } from '../lib/admin-request';

/** POST /api/admin/ads/create. */
export function createAd(body: AdInput) {
  return callApi(apiRoutes.admin.ads.create, { body });
}
