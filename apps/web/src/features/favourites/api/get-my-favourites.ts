import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Favourite, Values } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** GET /api/favourite/getbyuser: the signed-in member's favourites, newest first. */
export async function getMyFavourites(signal?: AbortSignal): Promise<Favourite[]> {
  const body = await api.get<Values<Favourite>>('/api/favourite/getbyuser', signal ? { signal } : {});
  return body.$values;
}

/** Under ['favourites'] so that toggling a favourite (which invalidates that prefix) refreshes it too. */
export const myFavouritesQueryKey = ['favourites', 'mine'] as const;

export const getMyFavouritesQueryOptions = () =>
  queryOptions({
    queryKey: myFavouritesQueryKey,
    // Videos are faved on their own pages: show the latest on every visit.
    staleTime: 0,
    queryFn: ({ signal }) => getMyFavourites(signal),
  });

/** Only asks once the member is known to be signed in (visitors would get a 401). */
export function useMyFavourites(enabled = true) {
  return useQuery({ ...getMyFavouritesQueryOptions(), enabled });
}
