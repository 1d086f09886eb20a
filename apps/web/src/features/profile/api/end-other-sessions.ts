import { apiRoutes, type Message } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';
import { sessionsQueryKey } from './get-sessions';

/** POST /api/account/sessions/endothers: signs out every session of the member but this one. */
export function endOtherSessions(): Promise<Message> {
  return callApi(apiRoutes.account.endOtherSessions);
}

export const useEndOtherSessions = defineMutation(endOtherSessions, {
  mutationKey: ['profile', 'end-other-sessions'],
  settles: sessionsQueryKey,
});
