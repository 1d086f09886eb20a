import { useQuery } from '@tanstack/react-query';
import { apiRoutes, type HistorySettings } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

export const historySettingsQueryKey = ['history', 'settings'] as const;

/** GET /api/history/settings (member): whether their history is paused. */
export function getHistorySettings(signal?: AbortSignal): Promise<HistorySettings> {
  return callApi(apiRoutes.history.settings, { signal });
}

export function useHistorySettings(enabled: boolean) {
  return useQuery({
    queryKey: historySettingsQueryKey,
    queryFn: ({ signal }) => getHistorySettings(signal),
    enabled,
  });
}
