import { useQuery } from '@tanstack/react-query';
import type { HistorySettings } from '@starlane/contract';
import { api } from '@/lib/api-client';

export const historySettingsQueryKey = ['history', 'settings'] as const;

/** GET /api/history/settings (member): whether their history is paused. */
export function getHistorySettings(signal?: AbortSignal): Promise<HistorySettings> {
  return api.get<HistorySettings>('/api/history/settings', signal ? { signal } : {});
}

export function useHistorySettings(enabled: boolean) {
  return useQuery({
    queryKey: historySettingsQueryKey,
    queryFn: ({ signal }) => getHistorySettings(signal),
    enabled,
  });
}
