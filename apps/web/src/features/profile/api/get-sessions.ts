import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSession, Values } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** GET /api/account/sessions: where the member is signed in, the current session marked. */
export async function getSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  const body = await api.get<Values<AccountSession>>('/api/account/sessions', signal ? { signal } : {});
  return body.$values;
}

export const sessionsQueryKey = ['profile', 'sessions'] as const;

export const getSessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => getSessions(signal) });

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}
