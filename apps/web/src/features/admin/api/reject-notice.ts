import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/dmca/:id/reject. */
export function rejectNotice(id: number) {
  return callApi(apiRoutes.admin.dmca.reject, { params: { id } });
}
