import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { defineQuery } from '@/lib/define-query';

/** GET /api/recommendations/preferences: the signed-in member's wizard picks. */
export const getPreferences = (signal?: AbortSignal) =>
  callApi(apiRoutes.recommendations.preferences, { signal });

export const preferencesQueryKey = ['recommendations', 'preferences'] as const;

const preferences = defineQuery(() => preferencesQueryKey, getPreferences);

export function usePreferences(enabled: boolean) {
  return useQuery({ ...preferences.options(), enabled });
}
