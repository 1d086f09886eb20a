import type { AccountSession } from '@starlane/contract';
import { defineQuery, getValues } from '@/lib/define-query';

/** GET /api/account/sessions: where the member is signed in, the current session marked. */
export const getSessions = (signal?: AbortSignal) =>
  getValues<AccountSession>('/api/account/sessions', undefined, signal);

export const sessionsQueryKey = ['profile', 'sessions'] as const;

export const { options: getSessionsQueryOptions, use: useSessions } = defineQuery(
  () => sessionsQueryKey,
  getSessions,
);
