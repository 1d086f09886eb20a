import { apiRoutes, type Message } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

/** POST /api/history/remove?videoId (member): takes one video out of their history. */
export function removeHistoryEntry(videoId: string): Promise<Message> {
  return callApi(apiRoutes.history.remove, { query: { videoId } });
}

export const useRemoveHistoryEntry = defineMutation(removeHistoryEntry, { invalidates: ['history'] });
