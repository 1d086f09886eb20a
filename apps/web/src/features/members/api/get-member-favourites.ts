import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Favourite, Values } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** GET /api/favourite/getbymember?memberId: a member's favourites, newest first. */
export async function getMemberFavourites(memberId: string, signal?: AbortSignal): Promise<Favourite[]> {
  const body = await api.get<Values<Favourite>>('/api/favourite/getbymember', {
    query: { memberId },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

/** Under ['favourites'] so that toggling a favourite (which invalidates that prefix) refreshes it too. */
export const memberFavouritesQueryKey = (memberId: string) => ['favourites', 'member', memberId] as const;

export const getMemberFavouritesQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: memberFavouritesQueryKey(memberId),
    // Rating, watching, faving and commenting happen on other pages: show the latest on every visit.
    staleTime: 0,
    queryFn: ({ signal }) => getMemberFavourites(memberId, signal),
  });

export function useMemberFavourites(memberId: string) {
  return useQuery(getMemberFavouritesQueryOptions(memberId));
}
