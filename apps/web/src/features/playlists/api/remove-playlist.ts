import { api } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

/** POST /api/playlist/remove?playlistId: deletes one of the member's playlists. */
export async function removePlaylist(playlistId: number): Promise<void> {
  await api.post('/api/playlist/remove', undefined, { query: { playlistId } });
}

/** Every playlist list and page lives under ['playlists'] and is reloaded. */
export const useRemovePlaylist = defineMutation(removePlaylist, {
  mutationKey: ['playlists', 'remove'],
  invalidates: ['playlists'],
});
