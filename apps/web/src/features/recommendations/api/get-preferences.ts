import { useQuery } from '@tanstack/react-query';
import type { Preferences } from '@starlane/contract';
import { api } from '@/lib/api-client';
import { defineQuery } from '@/lib/define-query';

/** GET /api/recommendations/preferences: the signed-in member's wizard picks. */
export const getPreferences = (signal?: AbortSignal) =>
  api.get<Preferences>('/api/recommendations/preferences', { signal });

export const preferencesQueryKey = ['recommendations', 'preferences'] as const;

const preferences = defineQuery(() => preferencesQueryKey, getPreferences);

export function usePreferences(enabled: boolean) {
  return useQuery({ ...preferences.options(), enabled });
}
