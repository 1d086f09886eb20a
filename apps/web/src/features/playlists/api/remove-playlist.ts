import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

/** POST /api/playlist/remove?playlistId: deletes one of the member's playlists. */
export async function removePlaylist(playlistId: number): Promise<void> {
  await callApi(apiRoutes.playlists.remove, { query: { playlistId } });
}

/** Every playlist list and page lives under ['playlists'] and is reloaded. */
export const useRemovePlaylist = defineMutation(removePlaylist, {
  mutationKey: ['playlists', 'remove'],
  invalidates: ['playlists'],
});
