import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Actor, Values } from '@starlane/contract';
import { ACTOR_SELECTION_DEFAULT_AMOUNT } from '@/config/constants';
import { api } from '@/lib/api-client';

/** GET /api/actor/getSelection?amount: `amount` random stars. */
export async function getActorSelection(
  amount: number = ACTOR_SELECTION_DEFAULT_AMOUNT,
  signal?: AbortSignal,
): Promise<Actor[]> {
  const body = await api.get<Values<Actor>>('/api/actor/getSelection', {
    query: { amount },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

export const actorSelectionQueryKey = (amount: number) => ['actors', 'selection', amount] as const;

/** A random pick is drawn once per visit of the page (no refetch behind the visitor's back). */
export const getActorSelectionQueryOptions = (amount: number) =>
  queryOptions({
    queryKey: actorSelectionQueryKey(amount),
    queryFn: ({ signal }) => getActorSelection(amount, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useActorSelection(amount: number) {
  return useQuery(getActorSelectionQueryOptions(amount));
}
