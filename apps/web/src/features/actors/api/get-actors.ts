import type { Actor } from '@starlane/contract';
import { CATALOGUE_CACHING, defineQuery, getValues } from '@/lib/define-query';

/** GET /api/actor/: every star, by name. */
export const getActors = (signal?: AbortSignal) => getValues<Actor>('/api/actor/', undefined, signal);

export const actorsQueryKey = ['actors'] as const;

export const { options: getActorsQueryOptions, use: useActors } = defineQuery(
  () => actorsQueryKey,
  getActors,
  CATALOGUE_CACHING,
);
