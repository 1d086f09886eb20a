import type { Actor } from '@starlane/contract';
import { CATALOGUE_CACHING, definePageQuery, getValues } from '@/lib/define-query';

/** GET /api/actor/: every star, by name. */
export const getActors = (signal?: AbortSignal) => getValues<Actor>('/api/actor/', undefined, signal);

export const { options: getActorsQueryOptions, use: useActors } = definePageQuery(
  'actors',
  getActors,
  CATALOGUE_CACHING,
);
