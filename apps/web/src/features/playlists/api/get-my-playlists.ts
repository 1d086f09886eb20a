import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Playlist, Values } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** GET /api/playlist/getbyuser (member): the signed-in member's playlists, each with up to 5 previews. */
export async function getMyPlaylists(signal?: AbortSignal): Promise<Playlist[]> {
  const body = await api.get<Values<Playlist>>('/api/playlist/getbyuser', signal ? { signal } : {});
  return body.$values;
}

export const myPlaylistsQueryKey = ['playlists', 'mine'] as const;

export const myPlaylistsQueryOptions = () =>
  queryOptions({
    queryKey: myPlaylistsQueryKey,
    queryFn: ({ signal }) => getMyPlaylists(signal),
  });

/** The member's playlists; pass `enabled: false` until they are needed (and never for visitors). */
export function useMyPlaylists({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myPlaylistsQueryOptions(), enabled });
}
