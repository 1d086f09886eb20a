import { apiRoutes, type Message } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

/** POST /api/history/clear (member): empties their history. */
export function clearHistory(): Promise<Message> {
  return callApi(apiRoutes.history.clear);
}

export const useClearHistory = defineMutation(clearHistory, { invalidates: ['history'] });
