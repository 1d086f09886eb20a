import { adminPost, type AdInput } from '../lib/admin-request';

/** POST /api/admin/ads/create. */
export function createAd(body: AdInput) {
  return adminPost('/ads/create', body);
}
