import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Playlist } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** POST /api/playlist/create?name: a new, empty playlist of the signed-in member. */
export function createPlaylist(name: string): Promise<Playlist> {
  return api.post<Playlist>('/api/playlist/create', undefined, { query: { name } });
}

export const createPlaylistMutationOptions = () =>
  mutationOptions({ mutationKey: ['playlists', 'create'], mutationFn: createPlaylist });

/** Every playlist list (the member's own, /playlists, cribs) lives under ['playlists'] and is reloaded. */
export function useCreatePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createPlaylistMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['playlists'] }),
  });
}
