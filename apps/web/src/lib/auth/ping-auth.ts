import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type PingAuth } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { pageQueryParts } from '@/lib/define-query';
import { checkAuth, type AuthState } from './check-auth';

/** GET /pingauth: `{ email }` when signed in; throws an ApiError (401 when anonymous). */
export function pingAuth(signal?: AbortSignal): Promise<PingAuth> {
  return callApi(apiRoutes.auth.pingAuth, { signal });
}

/** The on-load auth check, retries included (see checkAuth); never fails, so TanStack's retry is off. */
export const authCheckQueryOptions = () =>
  queryOptions<AuthState>({
    ...pageQueryParts('auth/ping'),
    // No abort signal: an aborted attempt would count as a failure and be retried.
    queryFn: () => checkAuth({ ping: () => pingAuth() }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useAuthCheck() {
  return useQuery(authCheckQueryOptions());
}
