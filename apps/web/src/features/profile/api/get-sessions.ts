import { callApiValues } from '@/lib/api-client';
import { apiRoutes, pageQueryKey } from '@starlane/contract';
import { definePageQuery } from '@/lib/define-query';

/** GET /api/account/sessions: where the member is signed in, the current session marked. */
export const getSessions = (signal?: AbortSignal) => callApiValues(apiRoutes.account.sessions, { signal });

export const sessionsQueryKey = pageQueryKey('profile/sessions');

export const { options: getSessionsQueryOptions, use: useSessions } = definePageQuery(
  'profile/sessions',
  getSessions,
);
