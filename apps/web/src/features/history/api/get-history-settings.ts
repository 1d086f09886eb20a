import { useQuery } from '@tanstack/react-query';
import { apiRoutes, pageQueryKey, type HistorySettings } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { definePageQuery } from '@/lib/define-query';

export const historySettingsQueryKey = pageQueryKey('history/settings');

/** GET /api/history/settings (member): whether their history is paused. */
export function getHistorySettings(signal?: AbortSignal): Promise<HistorySettings> {
  return callApi(apiRoutes.history.settings, { signal });
}

export const { options: historySettingsQueryOptions } = definePageQuery(
  'history/settings',
  getHistorySettings,
);

export function useHistorySettings(enabled: boolean) {
  return useQuery({ ...historySettingsQueryOptions(), enabled });
}
