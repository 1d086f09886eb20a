import type { Message } from '@starlane/contract';
import { api } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

/** POST /api/history/clear (member): empties their history. */
export function clearHistory(): Promise<Message> {
  return api.post<Message>('/api/history/clear');
}

export const useClearHistory = defineMutation(clearHistory, { invalidates: ['history'] });
