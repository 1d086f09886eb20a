import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Actor, Values } from '@starlane/contract';
import { CATALOGUE_STALE_TIME_MS } from '@/config/constants';
import { api } from '@/lib/api-client';

/** GET /api/actor/: every star, by name. */
export async function getActors(signal?: AbortSignal): Promise<Actor[]> {
  const body = await api.get<Values<Actor>>('/api/actor/', signal ? { signal } : {});
  return body.$values;
}

export const actorsQueryKey = ['actors'] as const;

export const getActorsQueryOptions = () =>
  queryOptions({
    queryKey: actorsQueryKey,
    queryFn: ({ signal }) => getActors(signal),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });

export function useActors() {
  return useQuery(getActorsQueryOptions());
}
