import { apiRoutes, type Playlist } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

/** POST /api/playlist/create?name: a new, empty playlist of the signed-in member. */
export function createPlaylist(name: string): Promise<Playlist> {
  return callApi(apiRoutes.playlists.create, { query: { name } });
}

/** Every playlist list (the member's own, /playlists, cribs) lives under ['playlists'] and is reloaded. */
export const useCreatePlaylist = defineMutation(createPlaylist, {
  mutationKey: ['playlists', 'create'],
  invalidates: ['playlists'],
});
