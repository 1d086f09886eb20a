import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preferences } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** GET /api/recommendations/preferences: the signed-in member's wizard picks. */
export function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return api.get<Preferences>('/api/recommendations/preferences', signal ? { signal } : {});
}

export const preferencesQueryKey = ['recommendations', 'preferences'] as const;

export function usePreferences(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: preferencesQueryKey,
      queryFn: ({ signal }) => getPreferences(signal),
      enabled,
    }),
  );
}
