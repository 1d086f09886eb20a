import { callApiValues } from '@/lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@starlane/contract';
import { defineQuery } from '@/lib/define-query';

/** GET /api/playlist/getbyuser (member): the signed-in member's playlists, each with up to 5 previews. */
export const getMyPlaylists = (signal?: AbortSignal) => callApiValues(apiRoutes.playlists.mine, { signal });

export const myPlaylistsQueryKey = ['playlists', 'mine'] as const;

export const { options: myPlaylistsQueryOptions } = defineQuery(() => myPlaylistsQueryKey, getMyPlaylists);

/** The member's playlists; pass `enabled: false` until they are needed (and never for visitors). */
export function useMyPlaylists({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myPlaylistsQueryOptions(), enabled });
}
