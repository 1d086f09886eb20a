import { callApiValues } from '@/lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { apiRoutes, pageQueryKey } from '@starlane/contract';
import { definePageQuery } from '@/lib/define-query';

/** GET /api/favourite/getbyuser: the signed-in member's favourites, newest first. */
export const getMyFavourites = (signal?: AbortSignal) => callApiValues(apiRoutes.favourites.mine, { signal });

/** Under ['favourites'] so that toggling a favourite (which invalidates that prefix) refreshes it too. */
export const myFavouritesQueryKey = pageQueryKey('favourites/mine');

// Videos are faved on their own pages: show the latest on every visit.
const myFavourites = definePageQuery('favourites/mine', getMyFavourites, { staleTime: 0 });
export const getMyFavouritesQueryOptions = myFavourites.options;

/** Only asks once the member is known to be signed in (visitors would get a 401). */
export function useMyFavourites(enabled = true) {
  return useQuery({ ...getMyFavouritesQueryOptions(), enabled });
}
