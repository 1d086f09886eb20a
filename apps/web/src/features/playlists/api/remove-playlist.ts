import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/playlist/remove?playlistId: deletes one of the member's playlists. */
export async function removePlaylist(playlistId: number): Promise<void> {
  await api.post('/api/playlist/remove', undefined, { query: { playlistId } });
}

export const removePlaylistMutationOptions = () =>
  mutationOptions({ mutationKey: ['playlists', 'remove'], mutationFn: removePlaylist });

/** Every playlist list and page lives under ['playlists'] and is reloaded. */
export function useRemovePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    ...removePlaylistMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['playlists'] }),
  });
}
