import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Playlist } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** GET /api/playlist/getplaylist?id: one playlist with all its entries (404 when there is none). */
export function getPlaylist(playlistId: number, signal?: AbortSignal): Promise<Playlist> {
  return api.get<Playlist>('/api/playlist/getplaylist', {
    query: { id: playlistId },
    ...(signal ? { signal } : {}),
  });
}

export const playlistQueryKey = (playlistId: number) => ['playlists', 'detail', playlistId] as const;

export const playlistQueryOptions = (playlistId: number) =>
  queryOptions({
    queryKey: playlistQueryKey(playlistId),
    queryFn: ({ signal }) => getPlaylist(playlistId, signal),
  });

export function usePlaylist(playlistId: number) {
  return useQuery(playlistQueryOptions(playlistId));
}
