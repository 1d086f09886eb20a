import { callApiValues } from '@/lib/api-client';
import { apiRoutes } from '@starlane/contract';
import { CATALOGUE_CACHING, definePageQuery } from '@/lib/define-query';

/** GET /api/actor/: every star, by name. */
export const getActors = (signal?: AbortSignal) => callApiValues(apiRoutes.actors.all, { signal });

export const { options: getActorsQueryOptions, use: useActors } = definePageQuery(
  'actors',
  getActors,
  CATALOGUE_CACHING,
);
