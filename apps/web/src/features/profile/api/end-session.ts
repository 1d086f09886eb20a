import { apiRoutes, type Message } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';
import { sessionsQueryKey } from './get-sessions';

/** POST /api/account/sessions/end `{ id }`: signs out one of the member's other sessions. */
export function endSession(id: string): Promise<Message> {
  return callApi(apiRoutes.account.endSession, { body: { id } });
}

export const useEndSession = defineMutation(endSession, {
  mutationKey: ['profile', 'end-session'],
  settles: sessionsQueryKey,
});
