import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences, TastePicks } from '@starlane/contract';
import { api } from '@/lib/api-client';
import { myRecommendationsQueryKey } from './get-my-recommendations';
import { preferencesQueryKey } from './get-preferences';

/** POST /api/recommendations/preferences: replaces the signed-in member's wizard picks. */
export function savePreferences(picks: TastePicks): Promise<Preferences> {
  return api.post<Preferences>('/api/recommendations/preferences', picks);
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: async (saved) => {
      queryClient.setQueryData(preferencesQueryKey, saved);
      await queryClient.invalidateQueries({ queryKey: myRecommendationsQueryKey });
    },
  });
}
