import { apiRoutes, type Playlist } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

export interface RenamePlaylistInput {
  playlistId: number;
  name: string;
}

/** POST /api/playlist/update?playlistId&name: renames one of the member's playlists. */
export function renamePlaylist({ playlistId, name }: RenamePlaylistInput): Promise<Playlist> {
  return callApi(apiRoutes.playlists.rename, { query: { playlistId, name } });
}

/** Every playlist list and page lives under ['playlists'] and is reloaded. */
export const useRenamePlaylist = defineMutation(renamePlaylist, {
  mutationKey: ['playlists', 'update'],
  invalidates: ['playlists'],
});
