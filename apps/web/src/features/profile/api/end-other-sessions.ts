import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@starlane/contract';
import { api } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** POST /api/account/sessions/endothers: signs out every session of the member but this one. */
export function endOtherSessions(): Promise<Message> {
  return api.post<Message>('/api/account/sessions/endothers');
}

export const endOtherSessionsMutationOptions = () =>
  mutationOptions({ mutationKey: ['profile', 'end-other-sessions'], mutationFn: endOtherSessions });

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    ...endOtherSessionsMutationOptions(),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
