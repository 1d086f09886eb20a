import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/dmca/:id/takedown: unpublishes every video the notice names. */
export function takeDownNotice(id: number) {
  return callApi(apiRoutes.admin.dmca.takedown, { params: { id } });
}
