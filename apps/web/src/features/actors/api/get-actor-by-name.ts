import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { CATALOGUE_CACHING, definePageQuery } from '@/lib/define-query';

/** GET /api/actor/getactorbyname?actorname=First%20Last (404 for an unknown star). */
export const getActorByName = (actorName: string, signal?: AbortSignal) =>
  callApi(apiRoutes.actors.byName, { query: { actorname: actorName }, signal });

const actorByName = definePageQuery('actors/byName', getActorByName, CATALOGUE_CACHING);
export const { options: getActorByNameQueryOptions, use: useActorByName } = actorByName;
