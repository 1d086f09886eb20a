import { callApiValues } from '@/lib/api-client';
import { apiRoutes } from '@starlane/contract';
import { defineQuery } from '@/lib/define-query';

/** GET /api/account/sessions: where the member is signed in, the current session marked. */
export const getSessions = (signal?: AbortSignal) => callApiValues(apiRoutes.account.sessions, { signal });

export const sessionsQueryKey = ['profile', 'sessions'] as const;

export const { options: getSessionsQueryOptions, use: useSessions } = defineQuery(
  () => sessionsQueryKey,
  getSessions,
);
