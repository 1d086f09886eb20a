import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@starlane/contract';
import { api } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** POST /api/account/sessions/end `{ id }`: signs out one of the member's other sessions. */
export function endSession(id: string): Promise<Message> {
  return api.post<Message>('/api/account/sessions/end', { id });
}

export const endSessionMutationOptions = () =>
  mutationOptions({ mutationKey: ['profile', 'end-session'], mutationFn: endSession });

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    ...endSessionMutationOptions(),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
