import { callApiValues } from '@/lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { apiRoutes, pageQueryKey } from '@starlane/contract';
import { definePageQuery } from '@/lib/define-query';

/** GET /api/playlist/getbyuser (member): the signed-in member's playlists, each with up to 5 previews. */
export const getMyPlaylists = (signal?: AbortSignal) => callApiValues(apiRoutes.playlists.mine, { signal });

export const myPlaylistsQueryKey = pageQueryKey('playlists/mine');

export const { options: myPlaylistsQueryOptions } = definePageQuery('playlists/mine', getMyPlaylists);

/** The member's playlists; pass `enabled: false` until they are needed (and never for visitors). */
export function useMyPlaylists({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myPlaylistsQueryOptions(), enabled });
}
