import { callApiValues } from '@/lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@starlane/contract';
import { defineQuery } from '@/lib/define-query';

/** GET /api/history/continue?amount (member): half-watched videos, last watched first. */
export const getContinueWatching = (amount: number, signal?: AbortSignal) =>
  callApiValues(apiRoutes.history.continueWatching, { query: { amount }, signal });

const continueWatching = defineQuery(
  (amount: number) => ['history', 'continue', amount] as const,
  getContinueWatching,
);

export function useContinueWatching(amount: number, enabled: boolean) {
  return useQuery({ ...continueWatching.options(amount), enabled });
}
