import type { Actor } from '@starlane/contract';
import { api } from '@/lib/api-client';
import { CATALOGUE_CACHING, defineQuery } from '@/lib/define-query';

/** GET /api/actor/getactorbyname?actorname=First%20Last (404 for an unknown star). */
export const getActorByName = (actorName: string, signal?: AbortSignal) =>
  api.get<Actor>('/api/actor/getactorbyname', { query: { actorname: actorName }, signal });

export const actorByNameQueryKey = (actorName: string) => ['actors', 'byName', actorName] as const;

const actorByName = defineQuery(actorByNameQueryKey, getActorByName, CATALOGUE_CACHING);
export const { options: getActorByNameQueryOptions, use: useActorByName } = actorByName;
