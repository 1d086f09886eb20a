import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, type HistorySettings } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { historySettingsQueryKey } from './get-history-settings';

/** POST /api/history/settings {paused} (member): pauses or resumes recording. */
export function setHistoryPaused(paused: boolean): Promise<HistorySettings> {
  return callApi(apiRoutes.history.setPaused, { body: { paused } });
}

export function useSetHistoryPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHistoryPaused,
    onSuccess: (settings) => queryClient.setQueryData(historySettingsQueryKey, settings),
  });
}
