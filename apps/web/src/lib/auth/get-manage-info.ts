import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type ManageInfo } from '@starlane/contract';
import { isApiError, callApi } from '@/lib/api-client';
import { pageQueryParts } from '@/lib/define-query';
import type { PageLoadContext } from '@/lib/page-load';
import { useAuth } from './auth-context';

/**
 * GET /manage/info: the signed-in member's account. Resolves with null on 401 so that visitors simply get
 * no data instead of an error boundary; any other failure still rejects.
 */
export async function getManageInfo(signal?: AbortSignal): Promise<ManageInfo | null> {
  try {
    return await callApi(apiRoutes.auth.manageInfo, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const manageInfoQueryOptions = () =>
  queryOptions({
    ...pageQueryParts('auth/manage-info'),
    queryFn: ({ signal }) => getManageInfo(signal),
    // The account only changes through this app, and those mutations invalidate it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/**
 * The member's account, or undefined for visitors (and while the auth check runs): the request is only
 * made once the auth context says the visitor is signed in.
 */
export function useManageInfo() {
  const { isSignedIn } = useAuth();
  const query = useQuery({ ...manageInfoQueryOptions(), enabled: isSignedIn });
  return { ...query, data: isSignedIn ? (query.data ?? undefined) : undefined };
}

/** The load of a page that shows the member's account: a visitor's reads nothing (useManageInfo). */
export const loadAccount = ({ signedIn, load }: PageLoadContext) =>
  signedIn ? load(manageInfoQueryOptions()) : undefined;
