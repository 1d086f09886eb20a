import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WizardChoices } from '@starlane/contract';
import { CATALOGUE_STALE_TIME_MS } from '@/config/constants';
import { api } from '@/lib/api-client';

/** GET /api/recommendations/wizard: the categories and stars the wizard offers (rendered on the server). */
export function getWizardChoices(signal?: AbortSignal): Promise<WizardChoices> {
  return api.get<WizardChoices>('/api/recommendations/wizard', signal ? { signal } : {});
}

export function useWizardChoices() {
  return useQuery(
    queryOptions({
      queryKey: ['recommendations', 'wizard'] as const,
      queryFn: ({ signal }) => getWizardChoices(signal),
      staleTime: CATALOGUE_STALE_TIME_MS,
    }),
  );
}
