import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Playlist } from '@starlane/contract';
import { api } from '@/lib/api-client';

export interface RenamePlaylistInput {
  playlistId: number;
  name: string;
}

/** POST /api/playlist/update?playlistId&name: renames one of the member's playlists. */
export function renamePlaylist({ playlistId, name }: RenamePlaylistInput): Promise<Playlist> {
  return api.post<Playlist>('/api/playlist/update', undefined, { query: { playlistId, name } });
}

export const renamePlaylistMutationOptions = () =>
  mutationOptions({ mutationKey: ['playlists', 'update'], mutationFn: renamePlaylist });

/** Every playlist list and page lives under ['playlists'] and is reloaded. */
export function useRenamePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    ...renamePlaylistMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['playlists'] }),
  });
}
