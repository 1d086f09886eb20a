import { adminPost } from '../lib/admin-request';

/** POST /api/admin/dmca/:id/counter: records a counter-notice. */
export function recordCounterNotice({ id, text }: { id: number; text: string }) {
  return adminPost(`/dmca/${id}/counter`, { text });
}
