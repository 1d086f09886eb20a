import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/dmca/:id/counter: records a counter-notice. */
export function recordCounterNotice({ id, text }: { id: number; text: string }) {
  return callApi(apiRoutes.admin.dmca.counter, { params: { id }, body: { text } });
}
