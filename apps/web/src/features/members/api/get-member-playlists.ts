import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Playlist, Values } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** GET /api/playlist/getbymember?memberId: a member's playlists, each with up to 5 preview movies. */
export async function getMemberPlaylists(memberId: string, signal?: AbortSignal): Promise<Playlist[]> {
  const body = await api.get<Values<Playlist>>('/api/playlist/getbymember', {
    query: { memberId },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

/** Under ['playlists'] so that any playlist change (which invalidates that prefix) refreshes it too. */
export const memberPlaylistsQueryKey = (memberId: string) => ['playlists', 'member', memberId] as const;

export const getMemberPlaylistsQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: memberPlaylistsQueryKey(memberId),
    // Rating, watching, faving and commenting happen on other pages: show the latest on every visit.
    staleTime: 0,
    queryFn: ({ signal }) => getMemberPlaylists(memberId, signal),
  });

export function useMemberPlaylists(memberId: string) {
  return useQuery(getMemberPlaylistsQueryOptions(memberId));
}
