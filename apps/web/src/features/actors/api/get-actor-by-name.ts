import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Actor } from '@starlane/contract';
import { CATALOGUE_STALE_TIME_MS } from '@/config/constants';
import { api } from '@/lib/api-client';

/** GET /api/actor/getactorbyname?actorname=First%20Last (404 for an unknown star). */
export function getActorByName(actorName: string, signal?: AbortSignal): Promise<Actor> {
  return api.get<Actor>('/api/actor/getactorbyname', {
    query: { actorname: actorName },
    ...(signal ? { signal } : {}),
  });
}

export const actorByNameQueryKey = (actorName: string) => ['actors', 'byName', actorName] as const;

export const getActorByNameQueryOptions = (actorName: string) =>
  queryOptions({
    queryKey: actorByNameQueryKey(actorName),
    queryFn: ({ signal }) => getActorByName(actorName, signal),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });

export function useActorByName(actorName: string) {
  return useQuery(getActorByNameQueryOptions(actorName));
}
