import { apiRoutes, type AdInput } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/ads/:id/update. */
export function updateAd({ id, body }: { id: number; body: AdInput }) {
  return callApi(apiRoutes.admin.ads.update, { params: { id }, body });
}
