import { useQuery } from '@tanstack/react-query';
import type { Playlist } from '@starlane/contract';
import { defineQuery, getValues } from '@/lib/define-query';

/** GET /api/playlist/getbyuser (member): the signed-in member's playlists, each with up to 5 previews. */
export const getMyPlaylists = (signal?: AbortSignal) =>
  getValues<Playlist>('/api/playlist/getbyuser', undefined, signal);

export const myPlaylistsQueryKey = ['playlists', 'mine'] as const;

export const { options: myPlaylistsQueryOptions } = defineQuery(() => myPlaylistsQueryKey, getMyPlaylists);

/** The member's playlists; pass `enabled: false` until they are needed (and never for visitors). */
export function useMyPlaylists({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myPlaylistsQueryOptions(), enabled });
}
