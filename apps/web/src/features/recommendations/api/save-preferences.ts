import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, type Preferences, type TastePicks } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { myRecommendationsQueryKey } from './get-my-recommendations';
import { preferencesQueryKey } from './get-preferences';

/** POST /api/recommendations/preferences: replaces the signed-in member's wizard picks. */
export function savePreferences(picks: TastePicks): Promise<Preferences> {
  return callApi(apiRoutes.recommendations.savePreferences, { body: picks });
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
